import { expect, test } from 'vitest';
import { FINGERPRINT_CASES, fingerprint } from './fingerprint/search-fingerprint';

/**
 * Whole-tree digests of seeded searches, recorded with the search as it was before its speed work
 * (issue 18). A change that only makes the search faster leaves every digest as it is; a change
 * to the algorithm changes them and must say so (and show in the arena that strength holds).
 */
const EXPECTED: Record<string, readonly string[]> = {
  'toy 2p heuristic': ['692c90103f61c2a3', 'b8c546f615ce4258', '8241c5861fa77661'],
  'toy 3p random view': ['9ced44470bc59743', '0f1824cf3afa476c', 'f5571f9afaab51f2'],
  'regicide 1p heuristic': ['6370033bc4179434', 'fd662f38cecd5a64', '07eb2bb3203870e4'],
  'regicide 2p random': ['67fa6b11084d86cf', 'f70263e92c515794', '887b4a832631ddbe'],
  'regicide 4p history': ['3094cac4255cd74e', '950303332c43e0bc', '99a34e487b4a9b73'],
  'gods-gambit 2p heuristic': ['71f1cd8b67c56bef', '21488fef45bbab69', 'f34301db6a55262d'],
  'gods-gambit 4p random prior': ['781e4a4c27a29074', 'b3cf21d7fb72fcc4', '5de25fc708a988c7'],
  'saboteur 5p heuristic': ['d5efff2420ca0749', '143d5e00c0c20d19', 'ad5cd2ce9f1b2b3a'],
  'saboteur 5p random view': ['ca55cb14d66c13ef', '1f3e51864a01fea5'],
  'sanguosha 5p heuristic': [
    'd56a66b58f78c736',
    '78ee5b01add6aa9d',
    'e042e4a2de2f6cba',
    '60b9c427ca37d698',
  ],
  'sanguosha 5p random prior': ['e6bbec52d23b86f2', '74d582f30fbe9ca6', '63b31a2717b0d1c9'],
  'sanguosha 4p view': ['ac1fe880337ec0a5', 'cd4c4e8d9b70d094'],
};

for (const entry of FINGERPRINT_CASES) {
  test(`the same seeded search builds the same tree: ${entry.name}`, { timeout: 60_000 }, () => {
    expect(fingerprint(entry)).toEqual(EXPECTED[entry.name]);
  });
}

test('every fingerprint case has an expected digest', () => {
  expect(Object.keys(EXPECTED).sort()).toEqual(FINGERPRINT_CASES.map((entry) => entry.name).sort());
});
