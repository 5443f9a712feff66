// The pure parts of the staff picker: how a person is named in it and which people it offers.

// A chosen person with the name kept beside the id, for callers that show the name before any search has loaded.
export type PickedStaff = { value: number; label: string };

// A person as a staff search returns them.
export type StaffFound = { id: number; name: string; account?: string; store_name?: string };

// "Name (account · store)", leaving out what the search does not tell.
export function staffLabel(person: StaffFound): string {
  const detail = [person.account, person.store_name].filter(Boolean).join(' · ');
  return detail ? `${person.name} (${detail})` : person.name;
}

// The people offered: the known ones first (the caller itself, the current holder, the ones already chosen), then the
// found ones not among them, leaving out the excluded.
export function staffOptions(found: readonly StaffFound[], known: readonly PickedStaff[], exclude: readonly number[]): PickedStaff[] {
  const seen = new Set<number>(exclude);
  const options: PickedStaff[] = [];
  for (const option of [...known, ...found.map((person) => ({ value: person.id, label: staffLabel(person) }))]) {
    if (seen.has(option.value)) continue;
    seen.add(option.value);
    options.push(option);
  }
  return options;
}
