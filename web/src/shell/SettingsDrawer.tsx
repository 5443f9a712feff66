import { ColorPicker, Drawer, Flex, Segmented, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../i18n';
import { useSettings, type Settings } from '../app/settings';
import { SIZES, useUi, type Size } from '../app/ui';

type Toggle = keyof Pick<Settings, 'tagsView' | 'fixedHeader' | 'sidebarLogo' | 'pinyinSearch'>;

// Spec §2 settings panel; choices persist in localStorage (app/settings.ts), the size in a cookie.
export function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const settings = useSettings();
  const { size, setSize } = useUi();
  // Pinyin search only means something in Chinese.
  const toggles: Toggle[] = ['tagsView', 'fixedHeader', 'sidebarLogo', ...(currentLanguage() === 'zh' ? ['pinyinSearch' as const] : [])];

  return (
    <Drawer title={t('shell.settings.title')} open={open} onClose={onClose} size={300} data-testid="settings-drawer">
      <Flex vertical gap={16}>
        <Flex justify="space-between" align="center">
          <Typography.Text>{t('shell.settings.theme')}</Typography.Text>
          <ColorPicker
            data-testid="setting-theme"
            value={settings.theme}
            disabledAlpha
            presets={[{ label: t('shell.settings.theme'), colors: ['#1890ff', '#304156', '#11a983', '#13c2c2', '#6959CD', '#f5222d'] }]}
            onChangeComplete={(color) => settings.change({ theme: color.toHexString() })}
          />
        </Flex>
        {toggles.map((key) => (
          <Flex key={key} justify="space-between" align="center">
            <Typography.Text>{t(`shell.settings.${key}`)}</Typography.Text>
            <Switch data-testid={`setting-${key}`} checked={settings[key]} onChange={(checked) => settings.change({ [key]: checked })} />
          </Flex>
        ))}
        <Flex justify="space-between" align="center">
          <Typography.Text>{t('shell.settings.size')}</Typography.Text>
          <Segmented<Size>
            data-testid="setting-size"
            size="small"
            value={size}
            options={SIZES.map((value) => ({ value, label: t(`shell.sizes.${value}`) }))}
            onChange={setSize}
          />
        </Flex>
      </Flex>
    </Drawer>
  );
}
