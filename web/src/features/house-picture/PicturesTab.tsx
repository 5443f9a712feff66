import { useState } from 'react';
import { Empty, Flex, Image, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PICTURE_GROUPS, PICTURE_GROUP_LABELS, type HouseDetail, type HousePictureItem } from '@brokerage/contract';
import { Permission } from '../../app/permission';
import { useLabel } from '../../i18n/useLabel';
import { AlertDialog } from './AlertDialog';
import { PictureCard } from './PictureCard';
import { PictureUpload } from './PictureUpload';
import { usePictureList } from './queries';

// The pictures of one house by group; the preview walks through all of them. Upload with picture:upload.
export function PicturesTab({ house }: { house: HouseDetail }) {
  const { t } = useTranslation();
  const label = useLabel();
  const pictures = usePictureList(house.id);
  const [alerting, setAlerting] = useState<HousePictureItem | null>(null);
  if (!pictures.data) return <Skeleton active />;
  const { list, counts, total, max } = pictures.data;
  return (
    <Flex vertical gap={16} data-testid="house-pictures">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Permission codes={['picture:upload']}>
          <PictureUpload houseId={house.id} full={total >= max} />
        </Permission>
        <Typography.Text type="secondary" data-testid="picture-count">{t('housePicture.count', { total, max })}</Typography.Text>
      </Flex>
      {total === 0 && <Empty description={t('housePicture.empty')} />}
      <Image.PreviewGroup>
        {PICTURE_GROUPS.filter((group) => counts[group] > 0).map((group) => (
          <Flex vertical gap={8} key={group} data-testid={`picture-group-${group}`}>
            <Typography.Title level={5} style={{ margin: 0 }}>
              {t('housePicture.groupTitle', { group: label(PICTURE_GROUP_LABELS[group]), count: counts[group] })}
            </Typography.Title>
            <Flex gap={12} wrap>
              {list.filter((p) => p.group === group).map((picture) => (
                <PictureCard key={picture.id} picture={picture} onAlert={() => setAlerting(picture)} />
              ))}
            </Flex>
          </Flex>
        ))}
      </Image.PreviewGroup>
      {alerting && <AlertDialog picture={alerting} onClose={() => setAlerting(null)} />}
    </Flex>
  );
}
