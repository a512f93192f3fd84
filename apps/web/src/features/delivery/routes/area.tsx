import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Auth } from '../../../shared/permission';
import { lazyInAntdScope } from '../../../shared/theme/lazy-in-scope';
import { Button } from '../../../shared/ui';
import { useConfirmDelete } from '../../../shared/widgets/use-confirm-delete';
import { WhenOpened } from '../../../shared/widgets/when-opened';
import { useSessionStore } from '../../../shared/session';
import { useAddressParam } from '../../../shared/routing/use-address-param';
import { AREA_LIMITS, type AreaVO } from '@caremall/contract';
import { useDeleteArea } from '../api';
import { AreaColumn } from '../components/area-column';
import { useDialogId } from '../../../shared/crud';

/** The chosen areas' ids as the address holds them, top level first, one per level: up to the first that is not an id. */
function areasIn(text: string | null): number[] {
  const path: number[] = [];
  for (const id of (text ?? '').split('.')) {
    if (!/^[1-9]\d{0,15}$/.test(id) || path.length > AREA_LIMITS.maxLevel) break;
    path.push(Number(id));
  }
  return path;
}

const AreaDialog = lazyInAntdScope(() => import('../components/area-dialog').then((m) => m.AreaDialog));

/**
 * Menu `delivery/area`: the areas as cascading columns, one per level. The platform (menu 311) edits the shared
 * address areas; a shop (menu 155) sees them too and edits only its own delivery areas among them.
 */
export default function AreaScreen() {
  const { t } = useTranslation('delivery');
  const ownShopId = useSessionStore((s) => s.user?.shopId ?? 0);
  // The areas chosen, one per level, are kept in the address (`?areas=1.2101`): another screen and Back, its tag, or
  // a reload opens the same columns.
  const [areas, setAreas] = useAddressParam('areas');
  const selected = areasIn(areas);
  const setSelected = (change: (path: number[]) => number[]) =>
    setAreas((current) => {
      const path = change(areasIn(current));
      return path.length ? path.join('.') : null;
    });
  const [dialogId, setDialogId] = useDialogId('area');
  const remove = useDeleteArea();
  const levelTitles = [t('levels.region'), t('levels.province'), t('levels.city'), t('levels.district')];
  // Column i lists the children of the area chosen in column i - 1 (column 0: the top level).
  const parents = [0, ...selected.slice(0, AREA_LIMITS.maxLevel)];

  const select = (level: number, area: AreaVO) => setSelected((path) => [...path.slice(0, level), area.areaId]);

  const askDelete = useConfirmDelete();
  // A deleted area closes the columns it opened.
  const confirmDelete = (area: AreaVO) =>
    askDelete(() => remove.mutateAsync(area.areaId), {
      question: t('deleteConfirm'),
      afterSuccess: () =>
        setSelected((path) => {
          const at = path.indexOf(area.areaId);
          return at < 0 ? path : path.slice(0, at);
        }),
    });

  return (
    <div className="ui-card">
      <Auth perm="system:addrManage:save">
        <div className="ui-toolbar">
          <Button variant="primary" icon={<PlusOutlined />} onClick={() => setDialogId(0)} data-testid="area-create">
            {t('common:create')}
          </Button>
        </div>
      </Auth>
      <div style={{ display: 'flex', gap: 12, overflowX: 'auto' }}>
        {parents.map((parentId, level) => (
          <AreaColumn
            key={`${level}-${parentId}`}
            parentId={parentId}
            title={levelTitles[level] ?? ''}
            selectedId={selected[level]}
            ownShopId={ownShopId}
            onSelect={(area) => select(level, area)}
            onEdit={(area) => setDialogId(area.areaId)}
            onDelete={confirmDelete}
          />
        ))}
      </div>
      <WhenOpened open={dialogId !== null}>
        <AreaDialog areaId={dialogId} defaultParentId={parents.at(-1) ?? 0} onClose={() => setDialogId(null)} />
      </WhenOpened>
    </div>
  );
}
