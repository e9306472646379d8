// AOJ 2741 in C++: negamax memoised on empty-stack positions, each round walked forwards and
// folded backwards.
#include <bits/stdc++.h>
using namespace std;

int n, m;
vector<long long> deck[2];
long long memo[51][51][2];

// The value for `opener` of opening a round at (i, j) on an empty stack.
optional<long long> round_value(int i, int j, int opener) {
    int pos[2] = {i, j};
    if (pos[opener] == (int)deck[opener].size()) return nullopt;
    vector<long long> passes;
    long long pending[2] = {0, 0};
    int mover = opener;
    while (true) {
        long long card = deck[mover][pos[mover]++];
        if (card == -1) pending[1 - mover] = 0;
        else pending[mover] += card;
        mover = 1 - mover;
        passes.push_back(pending[mover] - pending[1 - mover] - memo[pos[0]][pos[1]][1 - mover]);
        if (pos[mover] == (int)deck[mover].size()) break;
    }
    long long value = passes.back();
    for (int k = (int)passes.size() - 2; k >= 0; k--) value = max(passes[k], -value);
    return -value;
}

int main() {
    cin >> n >> m;
    deck[0].resize(n);
    deck[1].resize(m);
    for (auto& x : deck[0]) cin >> x;
    for (auto& x : deck[1]) cin >> x;
    for (int i = n; i >= 0; i--) {
        for (int j = m; j >= 0; j--) {
            optional<long long> rounds[2] = {round_value(i, j, 0), round_value(i, j, 1)};
            for (int p = 0; p < 2; p++) {
                long long pass = -(rounds[1 - p] ? max(*rounds[1 - p], 0LL) : 0LL);
                memo[i][j][p] = rounds[p] ? max(*rounds[p], pass) : pass;
            }
        }
    }
    cout << memo[0][0][0] << "\n";
}
