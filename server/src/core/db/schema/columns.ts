// 0/1 flags and epoch-second times are integers on both dialects; money is integer fen.
export type Flag = number;
