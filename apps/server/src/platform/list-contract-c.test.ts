import { LIST_RESOURCES } from '@fxbo/domain';
import { describeListContracts } from '../../test/list-contract/contract.js';

// The list contract (test/list-contract/contract.ts) of a third of LIST_RESOURCES (import report to the user report), one seeded app a
// file so Vitest runs the thirds in parallel.
describeListContracts(LIST_RESOURCES.slice(16));
