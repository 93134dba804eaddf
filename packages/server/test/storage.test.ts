import { SqliteStorage } from '../src/index';
import { describeStorageContract } from './fixtures/storage-contract';

describeStorageContract('SqliteStorage', (file) => new SqliteStorage(file));
describeStorageContract(
  'SqliteStorage (normal durability)',
  (file) => new SqliteStorage(file, 'normal'),
);
