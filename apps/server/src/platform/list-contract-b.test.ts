import { LIST_RESOURCES } from '@fxbo/domain/list-resources';
import { describeListContracts } from '../../test/list-contract/contract.js';

// The list contract (test/list-contract/contract.ts) of the second third of LIST_RESOURCES, one seeded app a file
// so that Vitest runs the thirds in parallel.
describeListContracts(LIST_RESOURCES.slice(8, 16));
