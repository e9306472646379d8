//! A tiny seedable generator, so that a seed names one input and a failure repeats exactly.

/// SplitMix64: well mixed, seedable, and a few lines long.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Self {
        Rng(seed)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A uniform value in `range` (inclusive); the tiny modulo bias does not matter here.
    pub fn range(&mut self, range: std::ops::RangeInclusive<u64>) -> u64 {
        let (low, high) = range.into_inner();
        low + self.next_u64() % (high - low + 1)
    }

    /// A uniform value in `0..bound`.
    pub fn below(&mut self, bound: usize) -> usize {
        self.range(0..=bound as u64 - 1) as usize
    }

    /// True with probability `percent` / 100.
    pub fn chance(&mut self, percent: u64) -> bool {
        self.range(1..=100) <= percent
    }

    pub fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[self.below(items.len())]
    }
}
