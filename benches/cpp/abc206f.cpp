// ABC206 F as a contestant writes it in C++: Grundy numbers of every segment, by mex.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int t;
    cin >> t;
    while (t--) {
        int n;
        cin >> n;
        vector<pair<int, int>> iv(n);
        for (auto& [l, r] : iv) cin >> l >> r;
        vector<vector<int>> g(101, vector<int>(101, 0));
        for (int width = 1; width <= 99; width++) {
            for (int l = 1; l + width <= 100; l++) {
                int r = l + width;
                set<int> seen;
                for (auto [lo, hi] : iv)
                    if (l <= lo && hi <= r) seen.insert(g[l][lo] ^ g[hi][r]);
                int mex = 0;
                while (seen.count(mex)) mex++;
                g[l][r] = mex;
            }
        }
        cout << (g[1][100] ? "Alice" : "Bob") << "\n";
    }
}
