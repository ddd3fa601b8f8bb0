import ts from 'typescript';

/**
 * The language of actions checked in the console's source, where the types alone cannot say it
 * (the kit's `PageHeader`, `RowActions` and `Modal` types already refuse other looks):
 * - a page's create action is its primary (`primaryAction`), never one of the outlined `actions`;
 * - a visible button text does not repeat the object's name ('Remove {title}'): the name belongs in
 *   the accessible name (`RowActions`' `objectName`);
 * - destructive verbs come from the kit (`destructiveVerb`, `destroys`), never a literal
 *   `confirmLabel="Remove"`, so 'Delete' and 'Remove' keep one meaning each;
 * - no borderless (`ghost`/`quiet`) buttons outside rows and toolbars the kit draws.
 */
export interface ActionLanguageViolation {
  file: string;
  line: number;
  rule: 'create-is-primary' | 'object-in-visible-label' | 'literal-destructive-verb' | 'borderless-button';
  text: string;
}

const DESTRUCTIVE = /^(Remove|Delete)\b/;
/** Elements whose text is an action's visible label. */
const ACTION_TAGS = new Set(['Button', 'IconButton', 'Link', 'ConsoleLink', 'button', 'a']);

function stringStart(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.head.text;
  return null;
}

/** The name of the JSX attribute or object property that `node` is the value of, if any. */
function slotName(node: ts.Node): string | null {
  const parent = node.parent;
  if (!parent) return null; // the source file itself
  if (ts.isPropertyAssignment(parent) && parent.initializer === node) return parent.name.getText();
  if (ts.isJsxExpression(parent) && ts.isJsxAttribute(parent.parent)) return parent.parent.name.getText();
  return null;
}

/** Whether the object literal is (inside) the value of an `actions` slot rather than `primaryAction`. */
function isInsideSecondaryActions(node: ts.Node): boolean {
  for (let current: ts.Node | undefined = node; current; current = current.parent) {
    const slot = slotName(current);
    if (slot === 'primaryAction') return false;
    if (slot === 'actions') return true;
  }
  return false;
}

/** Finds the violations in one source file. */
export function checkActionLanguage(file: string, source: string): ActionLanguageViolation[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: ActionLanguageViolation[] = [];
  const report = (node: ts.Node, rule: ActionLanguageViolation['rule']) =>
    found.push({
      file,
      line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1,
      rule,
      text: node.getText(sf).slice(0, 80),
    });
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAssignment(node) && node.name.getText() === 'label') {
      const text = stringStart(node.initializer);
      if (text?.startsWith('Create ') && isInsideSecondaryActions(node)) report(node, 'create-is-primary');
    }
    if (ts.isJsxElement(node) && ACTION_TAGS.has(node.openingElement.tagName.getText())) {
      const [first, second] = node.children.filter((c) => !(ts.isJsxText(c) && c.containsOnlyTriviaWhiteSpaces));
      if (first && second && ts.isJsxText(first) && DESTRUCTIVE.test(first.text.trim()) && ts.isJsxExpression(second))
        report(node, 'object-in-visible-label');
    }
    if (ts.isJsxAttribute(node) && node.initializer) {
      const name = node.name.getText();
      const value = ts.isStringLiteral(node.initializer) ? node.initializer.text : null;
      if (name === 'confirmLabel' && value && DESTRUCTIVE.test(value)) report(node, 'literal-destructive-verb');
      if (name === 'variant' && (value === 'ghost' || value === 'quiet')) {
        const tag = node.parent.parent;
        if (ts.isJsxOpeningLikeElement(tag) && tag.tagName.getText() === 'Button') report(node, 'borderless-button');
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}
