import { Tag } from 'antd';
import { readableTextOn } from '../../lib/color';

// A tag as agents see it on a house or customer: its name on its colour (solid, so the colour chosen is the
// colour seen), its text white or near-black, whichever reads better on it. A disabled one is shown greyed.
export function LabelTag({ name, color, enabled = true }: { name: string; color: string; enabled?: boolean }) {
  return (
    <Tag color={color} variant="solid" data-testid="label-preview" data-enabled={enabled ? '1' : '0'}
      style={{ color: readableTextOn(color), ...(enabled ? {} : { filter: 'grayscale(1)' }) }}>
      {name}
    </Tag>
  );
}
