// The light parts of a list screen. The add and edit dialog (`./entity-dialog`) is antd's: screens load it lazily.
export { crudApi, readListsAgain, type CrudResource } from './crud-api';
export { useCrudList, type CrudList, type Paged } from './use-crud-list';
export { ListPage, type ListPageProps } from './list-page';
export { SelectFilter, TextFilter } from './list-filters';
export { useDialogId } from './dialog-drafts';
