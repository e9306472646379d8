//! The values of an octal game's heaps, one heap after the other, by the rare/common method
//! (Gangolli and Plambeck; Flammenkamp).
//!
//! Why it is exact: choose a mask, and call a heap *rare* where the parity of its value's
//! masked bits (with, where every split move takes an even number of tokens or every one an
//! odd number, the heap's own parity) is even, *common* where it is odd. Parities add under
//! xor, so the value of a split into two common heaps, or two rare ones, lies on one side
//! (the "rare side", fixed for a heap by its parity), and that of a rare and a common heap on
//! the other, the "common side". The common side is thus reached only by the moves that leave
//! one heap or none and by the splits with a rare heap, which are few: the smallest value of
//! the common side that none of them reaches is known exactly, the *candidate*. The value is
//! the candidate unless a rare-side value below it is reached by no move; only then are the
//! other splits read, and only until each such value is found reached. Any mask gives the
//! same values; a good one (the fewest rare heaps, found by a Walsh–Hadamard transform of
//! the values' counts) makes them fast.

use super::code::Code;

/// The values computed so far, and what computing the next one needs.
pub(crate) struct Values {
    /// The `k` of the moves that leave one heap, none, and two.
    takes: Vec<usize>,
    wholes: Vec<usize>,
    splits: Vec<usize>,
    pub(crate) values: Vec<u16>,
    /// The rare heaps, smallest first.
    pub(crate) rare: Vec<u32>,
    pub(crate) mask: u32,
    /// Whether a heap's parity counts in its rarity: only where every split move takes an
    /// even number of tokens, or every one an odd number (`offset`, that number's parity).
    position: bool,
    offset: usize,
    may_count_position: bool,
    /// Every value so far is below `2^width`.
    width: u32,
    /// Heaps of each value and parity (`value · 2 + (n + offset) % 2`): what a mask is
    /// chosen by.
    counts: Vec<i64>,
    /// `sides[c]`: the values below `2^(width + 1)` whose masked bits' parity is `c`, a bit
    /// each.
    sides: [Vec<u64>; 2],
    /// The values the moves of the heap at hand reach, and the rare-side values below the
    /// candidate that they do not.
    hit: Vec<u64>,
    open: Vec<u64>,
    /// How many heaps were rare when the mask was last chosen.
    rare_at_choice: usize,
    /// The pairs of heaps read (and values looked up): what the values have cost.
    pub(crate) work: u64,
}

/// The parity of the bits of `x`.
fn parity(x: u32) -> usize {
    (x.count_ones() & 1) as usize
}

impl Values {
    pub(crate) fn new(code: &Code) -> Values {
        let with = |bit: u8| -> Vec<usize> {
            let mut ks = code.with(bit);
            // Taking no token is never a move that leaves the heap whole or removes it.
            ks.retain(|&k| k > 0 || bit == 4);
            ks
        };
        let splits = with(4);
        let odd = splits.iter().filter(|&&k| k % 2 == 1).count();
        let mut values = Values {
            takes: with(2),
            wholes: with(1),
            may_count_position: odd == 0 || odd == splits.len(),
            offset: usize::from(odd > 0 && odd == splits.len()),
            splits,
            values: Vec::new(),
            rare: Vec::new(),
            mask: 0,
            position: false,
            width: 0,
            counts: Vec::new(),
            sides: [Vec::new(), Vec::new()],
            hit: Vec::new(),
            open: Vec::new(),
            rare_at_choice: 0,
            work: 0,
        };
        values.widen(0);
        values
    }

    /// The value of the next heap, pushed; `false` (and nothing pushed) where it is past
    /// two bytes.
    pub(crate) fn push(&mut self) -> bool {
        let n = self.values.len();
        // The side (parity of masked bits) that two common heaps, or two rare ones, reach.
        let rare_side = usize::from(self.position && (n + self.offset) % 2 == 1);
        self.hit.fill(0);
        let values = &self.values;
        let hit = &mut self.hit;
        let mut mark = |v: usize| hit[v >> 6] |= 1 << (v & 63);
        for &k in &self.wholes {
            if k == n {
                mark(0);
            }
        }
        for &k in &self.takes {
            if k < n {
                mark(usize::from(values[n - k]));
            }
        }
        for &k in &self.splits {
            if k + 2 > n {
                continue;
            }
            let rest = n - k;
            for &r in &self.rare {
                let r = r as usize;
                if r >= rest {
                    break;
                }
                if r > 0 {
                    mark(usize::from(values[r] ^ values[rest - r]));
                    self.work += 1;
                }
            }
        }
        let common = &self.sides[1 - rare_side];
        let rare = &self.sides[rare_side];
        let bits = self.hit.len() * 64;
        let candidate = (0..self.hit.len())
            .find_map(|i| {
                let open = common[i] & !self.hit[i];
                (open != 0).then(|| i * 64 + open.trailing_zeros() as usize)
            })
            .unwrap_or(bits);
        let below = |i: usize| -> u64 {
            let from = i * 64;
            match candidate.saturating_sub(from) {
                0 => 0,
                left if left >= 64 => u64::MAX,
                left => (1 << left) - 1,
            }
        };
        // The rare-side values below the candidate that no move seen reaches.
        let open = &mut self.open;
        open.clear();
        open.extend((0..self.hit.len()).map(|i| rare[i] & !self.hit[i] & below(i)));
        let mut left: u32 = open.iter().map(|word| word.count_ones()).sum();
        let lowest = |open: &[u64]| {
            let i = open.iter().position(|&word| word != 0)?;
            Some(i * 64 + open[i].trailing_zeros() as usize)
        };
        // A smaller rare-side value open than the smallest the splits may still reach: the
        // other splits are read until each open value is found reached, or none is left.
        'scan: for &k in &self.splits {
            if left == 0 || k + 2 > n {
                continue;
            }
            let rest = n - k;
            let half = rest / 2;
            let low = &self.values[1..=half];
            let high = &self.values[rest - half..rest];
            for (read, (&x, &y)) in low.iter().zip(high.iter().rev()).enumerate() {
                let v = usize::from(x ^ y);
                let word = &mut open[v >> 6];
                let bit = 1 << (v & 63);
                if *word & bit != 0 {
                    *word &= !bit;
                    left -= 1;
                    if left == 0 {
                        self.work += read as u64 + 1;
                        break 'scan;
                    }
                }
            }
            self.work += half as u64;
        }
        let value = lowest(open).unwrap_or(candidate);
        let Ok(value) = u16::try_from(value) else {
            return false;
        };
        self.values.push(value);
        if u32::from(value) >> self.width != 0 {
            self.widen(32 - u32::from(value).leading_zeros());
        }
        self.counts[(usize::from(value) << 1) | ((n + self.offset) % 2)] += 1;
        if parity(u32::from(value) & self.mask) == rare_side {
            self.rare.push(n as u32);
        }
        let grown = self.rare.len() > 2 * self.rare_at_choice + 32;
        if !self.splits.is_empty() && ((n + 1).is_power_of_two() && n >= 63 || grown) {
            self.choose_mask();
        }
        true
    }

    /// Makes room for values below `2^width`.
    fn widen(&mut self, width: u32) {
        self.width = width;
        self.counts.resize(2 << width, 0);
        self.hit = vec![0; (2usize << width).div_ceil(64)];
        self.sides = [0, 1].map(|side| self.side(side));
    }

    /// The values below `2^(width + 1)` whose masked bits' parity is `side`.
    fn side(&self, side: usize) -> Vec<u64> {
        let mut bits = vec![0u64; self.hit.len()];
        for v in 0..2usize << self.width {
            if parity(v as u32 & self.mask) == side {
                bits[v >> 6] |= 1 << (v & 63);
            }
        }
        bits
    }

    /// Chooses the mask (and whether the heap's parity counts) that makes the fewest heaps
    /// rare so far, and lists them: the Walsh–Hadamard transform of the counts gives, for
    /// every mask at once, how many heaps have an even parity under it.
    fn choose_mask(&mut self) {
        let mut transform = self.counts.clone();
        let mut half = 1;
        while half < transform.len() {
            for block in transform.chunks_mut(2 * half) {
                let (low, high) = block.split_at_mut(half);
                for (x, y) in low.iter_mut().zip(high) {
                    (*x, *y) = (*x + *y, *x - *y);
                }
            }
            half *= 2;
        }
        let heaps = self.values.len() as i64;
        let now = (self.mask as usize) << 1 | usize::from(self.position);
        let mut best = (self.rare.len() as i64, now);
        for (choice, &sum) in transform.iter().enumerate().skip(1) {
            if choice & 1 == 1 && !self.may_count_position {
                continue;
            }
            let rare = (heaps + sum) / 2;
            if rare < best.0 {
                best = (rare, choice);
            }
        }
        if best.1 != now {
            self.mask = (best.1 >> 1) as u32;
            self.position = best.1 & 1 == 1;
            self.sides = [0, 1].map(|side| self.side(side));
            let (mask, position, offset) = (self.mask, self.position, self.offset);
            self.rare = (0..self.values.len())
                .filter(|&n| {
                    let rare_side = usize::from(position && (n + offset) % 2 == 1);
                    parity(u32::from(self.values[n]) & mask) == rare_side
                })
                .map(|n| n as u32)
                .collect();
            self.work += heaps as u64;
        }
        self.rare_at_choice = self.rare.len();
    }
}

/// The first `count` values by the plain mex over every move: the oracle the rare/common
/// method is checked against.
#[cfg(test)]
pub(crate) fn naive(code: &Code, count: usize) -> Vec<u16> {
    let mut values: Vec<u16> = Vec::with_capacity(count);
    for n in 0..count {
        let mut reached = vec![false; 2 * n + 2];
        for (_, small, large) in code.moves(n) {
            // Heap 0's value is 0: a move that leaves one heap or none is the same xor.
            let v = usize::from(values[small] ^ values[large]);
            if v < reached.len() {
                reached[v] = true;
            }
        }
        let mex = reached.iter().position(|&r| !r).unwrap_or(reached.len());
        values.push(mex as u16);
    }
    values
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every code of up to four digits drawn at random, whole-number digit 0 or 4: the
    /// rare/common values are the plain mex's, heap for heap.
    #[test]
    fn the_rare_common_values_are_the_plain_mex_s() {
        let mut rng = crate::rng::Rng::new(55);
        for _ in 0..400 {
            let length = 1 + rng.below(4);
            let mut digits: Vec<u8> = vec![if rng.below(3) == 0 { 4 } else { 0 }];
            digits.extend((0..length).map(|_| rng.below(8) as u8));
            let Some(code) = Code::new(digits) else {
                continue;
            };
            let count = 300;
            let mut fast = Values::new(&code);
            while fast.values.len() < count {
                assert!(fast.push());
            }
            assert_eq!(fast.values, naive(&code, count), "{code}");
        }
    }

    #[test]
    fn kayles_values_and_its_rare_heaps() {
        let code = Code::parse("0.77").unwrap();
        let mut kayles = Values::new(&code);
        while kayles.values.len() < 2048 {
            assert!(kayles.push());
        }
        assert_eq!(kayles.values[..13], [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4]);
        assert_eq!(kayles.values, naive(&code, 2048));
    }
}
