// Every migration of the store, in order. A new job adds its tables as the
// next numbered file under migrations/ and one line here; a number once
// released is never edited (a copy that applied it would not apply it again).
import type { Migration } from './migrate';
import { subscribers } from './migrations/0001-subscribers';
import { counts } from './migrations/0002-counts';
import { outbox } from './migrations/0003-outbox';
import { limits } from './migrations/0004-limits';
import { caps } from './migrations/0005-caps';

export const MIGRATIONS: readonly Migration[] = [subscribers, counts, outbox, limits, caps];
