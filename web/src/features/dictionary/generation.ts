import { doorName, floorLabels, floorName, type BuildingGeneration } from '@brokerage/contract';

// The preview of bulk generation, by the contract's naming rules (the ones the server applies).

export type GenerationPreview = { total: number; labels: number[]; first: string; last: string };

export function previewOf(generation: BuildingGeneration): GenerationPreview {
  const labels = floorLabels(generation);
  const lowest = labels[0] ?? generation.start_floor;
  const highest = labels[labels.length - 1] ?? lowest;
  return {
    total: generation.units * generation.floors * generation.doors,
    labels,
    first: doorName(lowest, 1),
    last: doorName(highest, generation.doors),
  };
}

// A short list of floor labels for the preview: all when few, else the ends around an ellipsis.
export function shortLabels(labels: number[], keep = 6): string {
  const names = labels.map(floorName);
  if (names.length <= keep * 2) return names.join(', ');
  return [...names.slice(0, keep), '…', ...names.slice(-keep)].join(', ');
}

// Skipped floors come from a tags input as text: whole numbers only, each once.
export function parseSkipFloors(values: readonly (string | number)[] | undefined): number[] {
  const numbers = (values ?? []).map((v) => Number(String(v).trim())).filter((n) => Number.isInteger(n));
  return [...new Set(numbers)].sort((a, b) => a - b);
}
