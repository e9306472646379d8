// TDPC B as a contestant writes it in C++: the whole table of leads.
#include <bits/stdc++.h>
using namespace std;

long long lead[1001][1001];

int main() {
    int n, m;
    cin >> n >> m;
    vector<long long> a(n), b(m);
    long long total = 0;
    for (auto& x : a) cin >> x, total += x;
    for (auto& x : b) cin >> x, total += x;
    for (int i = n; i >= 0; i--) {
        for (int j = m; j >= 0; j--) {
            if (i == n && j == m) continue;
            long long best = LLONG_MIN;
            if (i < n) best = max(best, a[i] - lead[i + 1][j]);
            if (j < m) best = max(best, b[j] - lead[i][j + 1]);
            lead[i][j] = best;
        }
    }
    cout << (total + lead[0][0]) / 2 << "\n";
}
