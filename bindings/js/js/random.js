// Randomness for the WebAssembly module, which has none of its own.

/**
 * Called from Rust: four random 32-bit words, for the secret key of a
 * game's repetition table. From the Web Crypto API where there is one
 * (browsers, Node 19 and later); from Math.random otherwise, which still
 * keeps the key from being known in advance.
 * @returns {Uint32Array}
 */
export function randomWords() {
  const words = new Uint32Array(4);
  if (globalThis.crypto?.getRandomValues) {
    globalThis.crypto.getRandomValues(words);
  } else {
    for (let i = 0; i < words.length; i++) words[i] = Math.floor(Math.random() * 2 ** 32);
  }
  return words;
}
