import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/ui/pager.tsx';

export interface AgentPagerProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  testIdPrefix: string;
}

/** The agent centre's pager, its names translated. */
export function AgentPager({ page, totalPages, onChange, testIdPrefix }: AgentPagerProps) {
  const { t } = useTranslation('agents');
  return (
    <Pager
      page={page}
      totalPages={totalPages}
      onChange={onChange}
      testIdPrefix={testIdPrefix}
      labels={{
        navigation: t('pager.navigation'),
        previous: t('pager.previous'),
        next: t('pager.next'),
        page: (n) => t('pager.page', { page: n }),
      }}
    />
  );
}
