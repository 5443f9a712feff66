// The area a cascader's path of ids points at: its last id.
export function areaIdOf(path: number[] | undefined): number | null {
  return path?.[path.length - 1] ?? null;
}

// A list's area filter in its URL: the endpoint's area_id, and beside it (`area`) the path the cascader shows.
export function areaFilter(path: number[] | undefined) {
  const areaId = areaIdOf(path);
  return { patch: { area_id: areaId ?? undefined }, extras: { area: areaId === null ? undefined : path?.join(',') } };
}

export function areaPathOf(extra: string | undefined): number[] | undefined {
  const path = extra?.split(',').map(Number).filter((id) => Number.isInteger(id) && id > 0);
  return path && path.length > 0 ? path : undefined;
}
