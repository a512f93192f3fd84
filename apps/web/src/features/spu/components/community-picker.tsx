import { useState } from 'react';
import { SPU_MESSAGES } from '@caremall/contract';
import { useTranslation } from 'react-i18next';
import { getFeedback } from '../../../shared/http';
import { contractText } from '../../../shared/i18n/contract-text';
import { lazyInAntdScope } from '../../../shared/theme/lazy-in-scope';
import { Button, Tag } from '../../../shared/ui';
import { WhenOpened } from '../../../shared/widgets/when-opened';
import type { CommunityChoice } from '../lib/submission';

const CommunityDialog = lazyInAntdScope(async () => (await import('./community-dialog')).CommunityDialog);

interface CommunityPickerProps {
  value: CommunityChoice[];
  onChange: (value: CommunityChoice[]) => void;
  /** The shop's operator; without one nothing can be chosen. */
  tenantName: string | null | undefined;
  /** The field's label, naming the group of chosen tags and the choose button. */
  labelId?: string;
  'aria-describedby'?: string;
}

/** The communities (type 1) and stations (type 2) chosen, each removable; the dialog loads when first opened. */
export function CommunityPicker({ value, onChange, tenantName, labelId, 'aria-describedby': describedBy }: CommunityPickerProps) {
  const { t } = useTranslation('spu');
  const [open, setOpen] = useState(false);
  const openPicker = () => {
    if (!tenantName) return void getFeedback().message.error({ content: contractText('spu', SPU_MESSAGES.noTenant), duration: 1.5 });
    setOpen(true);
  };
  return (
    <div data-testid="community-picker" role="group" aria-labelledby={labelId} aria-describedby={describedBy}>
      {value.length > 0 && (
        <ul className="spu-community-tags">
          {value.map((c) => (
            <li key={c.communityId}>
              <Tag
                tone={c.communityType === 2 ? 'geekblue' : 'blue'}
                onRemove={() => onChange(value.filter((x) => x.communityId !== c.communityId))}
                removeLabel={`${t('community.remove')} ${c.communityName}`}
                data-testid="community-tag"
              >
                {t(`community.types.${c.communityType}`)}: {c.communityName}
              </Tag>
            </li>
          ))}
        </ul>
      )}
      <Button onClick={openPicker} data-testid="community-choose">
        {t('community.choose')}
      </Button>
      <WhenOpened open={open}>
        <CommunityDialog
          open={open}
          tenantName={tenantName ?? ''}
          value={value}
          onClose={() => setOpen(false)}
          onConfirm={(chosen) => {
            onChange(chosen);
            setOpen(false);
          }}
        />
      </WhenOpened>
    </div>
  );
}
