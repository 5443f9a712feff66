import { Grid } from 'antd';

// A phone: narrower than antd's sm breakpoint (576 px), where lists show cards and filters fold behind one button.
export function usePhone(): boolean {
  return Grid.useBreakpoint().sm === false;
}
