// The engine's names for the types generated from schema/ (scripts/gen.mjs writes generated/types.ts).
export type {
  Screen as ScreenDef,
  App as AppDef,
  Gate,
  AccessRule,
  Action,
  Widget as WidgetNode,
  Header,
  Footer,
  FooterItem,
} from '../generated/types.ts';
