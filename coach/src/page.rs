//! `coach play --html FILE`: one self-contained page that draws the game and steps through
//! it. The page is the template `templates/page.html` (askama, checked at compile time) with
//! the JSON of `play --json --why` embedded once; its script is plain, with no framework, no
//! network and nothing loaded from elsewhere.

use crate::play::{self, Played};
use crate::problem::{Show, Solve};
use crate::worth::Kind;
use askama::Template;

#[derive(Template)]
#[template(path = "page.html")]
struct Page<'a> {
    problem: &'a str,
    rules: &'a str,
    players: &'a str,
    kind: &'a str,
    /// The JSON, with every `<` written `\u003c`, so that nothing in it can close the script.
    data: &'a str,
}

/// The page for `played`.
pub fn html<P: Solve + Show>(played: &Played<P>) -> String {
    let data = play::json(played, true).replace('<', "\\u003c");
    let page = Page {
        problem: P::NAME,
        rules: &play::rules_of_play::<P>(),
        players: &P::PLAYERS.join("|"),
        kind: match P::KIND {
            Kind::Score => "score",
            Kind::WinLose => "win/lose",
        },
        data: &data,
    };
    page.render().expect("the page template renders")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problems::Tdpcb;

    #[test]
    fn the_page_embeds_the_json_once_and_loads_nothing() {
        let piles = (vec![1, 2], vec![3]);
        let played = play::play::<Tdpcb>(&piles).unwrap();
        let page = html(&played);
        assert_eq!(
            page.matches(r#"<script type="application/json" id="data">"#)
                .count(),
            1
        );
        assert!(page.contains(&play::json(&played, true)));
        for outside in ["http:", "https:", "src=", "<link", "@import", "url("] {
            assert!(!page.contains(outside), "{outside}");
        }
        assert!(page.contains(r#"data-players="Snuke|Sumeke""#));
    }

    #[test]
    fn nothing_in_the_data_can_close_the_script() {
        let piles = (vec![1], vec![1]);
        let played = play::play::<Tdpcb>(&piles).unwrap();
        let data = play::json(&played, true).replace('<', "\\u003c");
        assert!(!data.contains('<'));
        let value: serde_json::Value = serde_json::from_str(&data).unwrap();
        assert_eq!(value["problem"], "tdpcb");
    }
}
