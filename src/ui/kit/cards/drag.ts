/**
 * The cards kit's names for the shared drag arithmetic (src/ui/kit/drag/drag-math.ts):
 * a card is held above a finger by most of its height.
 */
export {
  DRAG_THRESHOLD,
  heldCentre as cardCentre,
  isDrag,
  pointerKind,
  type PointerKind,
} from "../drag/drag-math";
