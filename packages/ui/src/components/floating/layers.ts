export { MenuLayer } from '../Menu/MenuLayer';
export { PopoverLayer } from '../Popover/PopoverLayer';
export { TooltipLayer } from '../Tooltip/TooltipLayer';
export { ModalLayer } from '../Modal/ModalLayer';
