/**
 * The contexts proofs are bound to (hashed into their challenges), so a proof made for
 * one game, deck, device or position is worth nothing anywhere else.
 */

export function shuffleContext(gameId: string, deck: number, device: string): string {
  return `tabula-fair/1 shuffle ${gameId} ${deck} ${device}`;
}

export function shareContext(gameId: string, deck: number, device: string, p: number): string {
  return `tabula-fair/1 share ${gameId} ${deck} ${device} ${p}`;
}

export function claimContext(gameId: string, deck: number, device: string, p: number): string {
  return `tabula-fair/1 claim ${gameId} ${deck} ${device} ${p}`;
}
