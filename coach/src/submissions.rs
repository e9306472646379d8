//! The one place where the submissions enter coach: each file of `src/bin/` is compiled here
//! exactly as it is pasted into its judge, so that coach reads input with the submission's
//! own parser and messages and answers with its own `solve`. Their `main` functions are not
//! used here.
#![allow(dead_code)]
// A submission's header links to its own private items (`Tokens`, `Checked`), which its
// binary's documentation shows; here they are a module's private items.
#![allow(rustdoc::private_intra_doc_links)]

#[path = "../../src/bin/abc201d.rs"]
pub mod abc201d;
#[path = "../../src/bin/abc206f.rs"]
pub mod abc206f;
#[path = "../../src/bin/aoj2741.rs"]
pub mod aoj2741;
#[path = "../../src/bin/arc038b.rs"]
pub mod arc038b;
#[path = "../../src/bin/tdpcb.rs"]
pub mod tdpcb;
