export { crudApi, type CrudResource } from './crud-api';
export { useCrudList, type CrudList, type Paged } from './use-crud-list';
export { ListPage, type ListPageProps } from './list-page';
export { EntityDialog, type EntityDialogProps } from './entity-dialog';
