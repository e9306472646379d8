// ARC038 B as a contestant writes it in C++: the win/lose table, backwards from the end.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int h, w;
    cin >> h >> w;
    vector<string> s(h);
    for (auto& row : s) cin >> row;
    vector<vector<bool>> win(h + 1, vector<bool>(w + 1, false));
    for (int i = h - 1; i >= 0; i--) {
        for (int j = w - 1; j >= 0; j--) {
            int moves[3][2] = {{i + 1, j}, {i, j + 1}, {i + 1, j + 1}};
            for (auto& mv : moves) {
                int y = mv[0], x = mv[1];
                if (y < h && x < w && s[y][x] == '.' && !win[y][x]) win[i][j] = true;
            }
        }
    }
    cout << (win[0][0] ? "First" : "Second") << "\n";
}
