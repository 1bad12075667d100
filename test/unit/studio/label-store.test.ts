// The embedded label store (labels/ and label-history/ beside screens/) against the label store contract.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { createFileStore } from '../../../server/screen-store/file-store.ts';
import { refuseLabelProblems } from '../../../server/labels-check.ts';
import { labelStoreContract } from './label-store-contract.ts';
import { tempDir } from '../../helpers/temp.ts';

labelStoreContract('createFileStore', async () => {
  const tmp = tempDir('labels-');
  return {
    store: createFileStore({
      screensDir: join(tmp, 'labels'),
      historyDir: join(tmp, 'label-history'),
      check: refuseLabelProblems,
      where: 'labels/',
    }),
    done: async () => rmSync(tmp, { recursive: true, force: true }),
  };
});
