//! SipHash over 64-bit words: the keyed hash the repetition table indexes
//! positions by. Without the key, which inputs collide cannot be computed
//! in advance (unlike the Zobrist keys, which are fixed and XOR-linear).
//!
//! Written here rather than taken from `std` (whose `DefaultHasher` is
//! SipHash-1-3 too) because the core is `no_std`, and `core`'s only SipHash
//! is the deprecated 2-4 one.

/// SipHash-c-d of a sequence of 64-bit words, each one little-endian
/// 8-byte block of the message.
#[derive(Clone, Copy)]
pub(crate) struct SipHasher<const C: usize, const D: usize> {
    v: [u64; 4],
    words: u64,
}

/// SipHash-1-3, the variant `std`'s hash maps use: fast on short input,
/// and strong enough that flooding a table needs the key.
pub(crate) type Sip13 = SipHasher<1, 3>;

impl<const C: usize, const D: usize> SipHasher<C, D> {
    /// A hasher keyed by `(k0, k1)`.
    #[inline(always)]
    pub(crate) fn new(k0: u64, k1: u64) -> Self {
        SipHasher {
            v: [
                k0 ^ 0x736f_6d65_7073_6575,
                k1 ^ 0x646f_7261_6e64_6f6d,
                k0 ^ 0x6c79_6765_6e65_7261,
                k1 ^ 0x7465_6462_7974_6573,
            ],
            words: 0,
        }
    }

    #[inline(always)]
    fn round(&mut self) {
        let [mut v0, mut v1, mut v2, mut v3] = self.v;
        v0 = v0.wrapping_add(v1);
        v1 = v1.rotate_left(13) ^ v0;
        v0 = v0.rotate_left(32);
        v2 = v2.wrapping_add(v3);
        v3 = v3.rotate_left(16) ^ v2;
        v0 = v0.wrapping_add(v3);
        v3 = v3.rotate_left(21) ^ v0;
        v2 = v2.wrapping_add(v1);
        v1 = v1.rotate_left(17) ^ v2;
        v2 = v2.rotate_left(32);
        self.v = [v0, v1, v2, v3];
    }

    #[inline(always)]
    fn compress(&mut self, m: u64) {
        self.v[3] ^= m;
        for _ in 0..C {
            self.round();
        }
        self.v[0] ^= m;
    }

    /// Appends one word (8 bytes) to the message.
    #[inline(always)]
    pub(crate) fn write(&mut self, word: u64) {
        self.compress(word);
        self.words += 1;
    }

    /// The hash of the words written.
    #[inline(always)]
    pub(crate) fn finish(mut self) -> u64 {
        // The final block: no tail bytes, the length in bytes (mod 256) on top.
        self.compress(self.words.wrapping_mul(8) << 56);
        self.v[2] ^= 0xff;
        for _ in 0..D {
            self.round();
        }
        self.v[0] ^ self.v[1] ^ self.v[2] ^ self.v[3]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use core::hash::Hasher;

    /// The same rounds with 2 and 4 iterations give `core`'s SipHash-2-4 of
    /// the same bytes, whatever the key and length: the rounds, the
    /// constants and the finalisation are the reference ones.
    #[test]
    #[cfg(target_endian = "little")]
    #[allow(deprecated)]
    fn matches_the_reference_siphash_2_4() {
        let keys = [
            (0, 0),
            (0x0706_0504_0302_0100, 0x0f0e_0d0c_0b0a_0908),
            (u64::MAX, 7),
        ];
        for (k0, k1) in keys {
            for len in 0..40u64 {
                let mut ours = SipHasher::<2, 4>::new(k0, k1);
                let mut reference = core::hash::SipHasher::new_with_keys(k0, k1);
                for i in 0..len {
                    let word = i.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ k1;
                    ours.write(word);
                    reference.write(&word.to_le_bytes());
                }
                assert_eq!(
                    ours.finish(),
                    reference.finish(),
                    "key {k0:x} {k1:x}, {len} words"
                );
            }
        }
    }

    /// Published test vectors of SipHash-2-4 (the reference
    /// implementation's `vectors_sip64`) for the key 00..0f and the
    /// messages 00 01 02 ... of 0, 8 and 16 bytes.
    #[test]
    fn published_vectors() {
        let message = [0x0706_0504_0302_0100, 0x0f0e_0d0c_0b0a_0908];
        let expected = [
            (0, 0x726f_db47_dd0e_0e31),
            (1, 0x93f5_f579_9a93_2462),
            (2, 0x3f2a_cc7f_57c2_9bdb),
        ];
        for (words, hash) in expected {
            let mut h = SipHasher::<2, 4>::new(message[0], message[1]);
            for &word in &message[..words] {
                h.write(word);
            }
            assert_eq!(h.finish(), hash, "{words} words");
        }
    }
}
