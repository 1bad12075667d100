// Types for the parts of des.js (indutny) the platform encryption uses: single DES in ECB mode with PKCS7 padding.
declare module 'des.js' {
  interface Cipher {
    update(data: ArrayLike<number>): number[];
    final(data?: ArrayLike<number>): number[];
  }
  export const DES: { create(options: { type: 'encrypt' | 'decrypt'; key: ArrayLike<number>; padding?: boolean }): Cipher };
}
