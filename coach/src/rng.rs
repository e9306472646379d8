//! A tiny seedable generator, so that a seed names one input and a failure repeats exactly;
//! and the sizes a generated input comes in.

/// SplitMix64: well mixed, seedable, and a few lines long.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Self {
        Rng(seed)
    }

    pub(crate) fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A uniform value in `range` (inclusive); the tiny modulo bias does not matter here.
    pub(crate) fn range(&mut self, range: std::ops::RangeInclusive<u64>) -> u64 {
        let (low, high) = range.into_inner();
        low + self.next_u64() % (high - low + 1)
    }

    /// A uniform value in `0..bound`.
    pub fn below(&mut self, bound: usize) -> usize {
        self.range(0..=bound as u64 - 1) as usize
    }

    /// True with probability `percent` / 100.
    pub(crate) fn chance(&mut self, percent: u64) -> bool {
        self.range(1..=100) <= percent
    }

    pub(crate) fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[self.below(items.len())]
    }
}

/// How large a generated input is.
#[derive(
    Clone,
    Copy,
    Debug,
    PartialEq,
    Eq,
    PartialOrd,
    Ord,
    clap::ValueEnum,
    serde::Serialize,
    serde::Deserialize,
)]
#[serde(rename_all = "lowercase")]
pub(crate) enum Size {
    /// A handful of cells, objects or cards: small enough to read, and to check by brute force.
    Small,
    /// Tens of them.
    Medium,
    /// The maximum constraints.
    Max,
}

#[cfg(test)]
mod tests {
    use super::Rng;

    #[test]
    fn it_is_splitmix64() {
        let mut rng = Rng::new(0);
        assert_eq!(rng.next_u64(), 0xe220_a839_7b1d_cdaf);
        assert_eq!(rng.next_u64(), 0x6e78_9e6a_a1b9_65f4);
        assert_eq!(Rng::new(7).next_u64(), 0x63cb_e1e4_5932_0dd7);
    }

    #[test]
    fn ranges_and_choices_stay_within_their_bounds_and_reach_them() {
        let mut rng = Rng::new(1);
        let values: Vec<u64> = (0..1000).map(|_| rng.range(3..=5)).collect();
        assert!(values.iter().all(|v| (3..=5).contains(v)));
        assert!([3, 4, 5].iter().all(|v| values.contains(v)));
        let below: Vec<usize> = (0..1000).map(|_| rng.below(3)).collect();
        assert!(below.iter().all(|&v| v < 3) && below.contains(&0) && below.contains(&2));
        assert!((0..100).all(|_| !rng.chance(0)));
        assert!((0..100).all(|_| rng.chance(100)));
        let heads = (0..1000).filter(|_| rng.chance(50)).count();
        assert!((400..600).contains(&heads), "{heads}");
        let picked: Vec<char> = (0..100).map(|_| rng.pick(&['a', 'b'])).collect();
        assert!(picked.contains(&'a') && picked.contains(&'b'));
        assert_eq!(Rng::new(9).range(6..=6), 6);
    }
}
