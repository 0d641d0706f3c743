// The department tree moved to components/bank, shared with the paper pages; the bank's pages import it from here as before.
export { type DeptTreeOption, useBankDepts } from '../../../components/bank/bank-depts';
