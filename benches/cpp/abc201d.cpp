// ABC201 D as a contestant writes it in C++: plain cin, the grid as strings, the whole table
// of leads.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int h, w;
    cin >> h >> w;
    vector<string> a(h);
    for (auto& row : a) cin >> row;
    vector<vector<int>> lead(h, vector<int>(w, 0));
    for (int i = h - 1; i >= 0; i--) {
        for (int j = w - 1; j >= 0; j--) {
            if (i == h - 1 && j == w - 1) continue;
            int best = INT_MIN;
            if (i + 1 < h) best = max(best, (a[i + 1][j] == '+' ? 1 : -1) - lead[i + 1][j]);
            if (j + 1 < w) best = max(best, (a[i][j + 1] == '+' ? 1 : -1) - lead[i][j + 1]);
            lead[i][j] = best;
        }
    }
    cout << (lead[0][0] > 0 ? "Takahashi" : lead[0][0] < 0 ? "Aoki" : "Draw") << "\n";
}
