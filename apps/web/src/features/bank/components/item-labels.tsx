// The item labels moved to components/bank, shared with the paper pages; the bank's pages import them from here as before.
export { DifficultyStars, useItemLabels } from '../../../components/bank/item-labels';
