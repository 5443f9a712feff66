import { Tag } from 'antd';

// A tag as agents see it on a house or customer: its name on its colour (solid, so the colour chosen is the
// colour seen). A disabled one is shown greyed.
export function LabelTag({ name, color, enabled = true }: { name: string; color: string; enabled?: boolean }) {
  return (
    <Tag color={color} variant="solid" data-testid="label-preview" data-enabled={enabled ? '1' : '0'}
      style={enabled ? undefined : { filter: 'grayscale(1)' }}>
      {name}
    </Tag>
  );
}
