import { useState } from 'react';
import { Breadcrumb, Card, Empty, Skeleton, Tag, Tooltip } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { REAL_ESTATE_DICTIONARY_PATH } from '../../lib/paths';
import { useBuildings, useDictionaryAccess, useRegion, useUnits, type Unit } from './queries';
import { GenerateUnits } from './grid/GenerateUnits';
import { UnitForm } from './grid/UnitForm';
import { UnitTabs } from './grid/UnitTabs';
import { useBuildingParams } from './grid/useBuildingParams';

// /operater/real-estate-building?building_id=…&region_id=…: one building as a grid, a tab per unit, its floors
// top first as rows and their doors as cells; a building without units offers bulk generation.
export function RealEstateBuildingPage() {
  const { t } = useTranslation();
  const { buildingId, regionId } = useBuildingParams();
  const region = useRegion(regionId);
  const buildings = useBuildings(regionId);
  const units = useUnits(buildingId);
  const { editable } = useDictionaryAccess(region.data);
  const [activeUnit, setActiveUnit] = useState<number | null>(null);
  const [unitForm, setUnitForm] = useState<{ editing: Unit | null } | null>(null);

  const back = <Link to={REAL_ESTATE_DICTIONARY_PATH} data-testid="building-back">{t('dictionary.building.back')}</Link>;
  // No building asked for, or one that cannot be read (removed, or not the person's to see: the client said why).
  if (buildingId === null || units.isError) {
    return (
      <Card data-testid="building-page">
        <Empty description={t('dictionary.building.missing')}>{back}</Empty>
      </Card>
    );
  }

  const building = buildings.data?.find((b) => b.id === buildingId);
  const unitList = units.data ?? [];
  const nextSort = unitList.reduce((max, u) => Math.max(max, u.sort), 0) + 1;
  const title = (
    <Breadcrumb
      data-testid="building-title"
      items={[
        { title: back },
        ...(region.data ? [{ title: <span data-testid="building-region-name">{region.data.name}</span> }] : []),
        { title: <span data-testid="building-name">{building?.name ?? t('dictionary.building.unknown', { id: buildingId })}</span> },
      ]}
    />
  );

  return (
    <Card
      data-testid="building-page"
      title={title}
      extra={region.data?.finished === 1 && (
        <Tooltip title={editable ? undefined : t('dictionary.common.locked')}>
          <Tag color="gold" icon={<LockOutlined />} data-testid="building-locked">{t('dictionary.region.finished')}</Tag>
        </Tooltip>
      )}
    >
      {units.isPending ? <Skeleton active /> : unitList.length === 0 ? (
        <GenerateUnits building={building} editable={editable} onAddUnit={() => setUnitForm({ editing: null })} />
      ) : (
        <UnitTabs
          units={unitList}
          editable={editable}
          active={activeUnit}
          onActive={setActiveUnit}
          onAdd={() => setUnitForm({ editing: null })}
          onRename={(unit) => setUnitForm({ editing: unit })}
        />
      )}
      <UnitForm
        open={unitForm !== null}
        buildingId={buildingId}
        editing={unitForm?.editing ?? null}
        nextSort={nextSort}
        onClose={() => setUnitForm(null)}
        onAdded={(unit) => setActiveUnit(unit.id)}
      />
    </Card>
  );
}
