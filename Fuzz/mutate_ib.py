#!/usr/bin/env python3
"""Write structurally valid, hostile variants of real Interface Builder files.

usage: mutate_ib.py [--seed S] [--count N] OUT_DIR FILE_OR_DIR...

For every input (.xib / .storyboard, directories are searched one level deep) it writes N
variants to OUT_DIR as `<stem>.m<k>.<ops>.<ext>`, each the parsed document with one to three
mutation operators applied (see OPERATORS). The output depends only on the seed, the input's
file name and bytes, and k: the same command writes the same files. Unparseable inputs are
mutated as text (numbers only). See Documentation/Fuzzing.md, "Mutating real files".
"""
import argparse
import copy
import os
import random
import re
import sys
import xml.etree.ElementTree as ET

EXTREME = ['1e308', '-1e308', '1e-308', 'nan', 'NaN', 'inf', '-inf', '-0', '0', '-0.0',
           '3.4028234663852886e+38', '-3.4028234663852886e+38', '9223372036854775807',
           '9223372036854775808', '-9223372036854775809', '18446744073709551616',
           '1' + '0' * 400, '1e999', '0x1p1023', '4.9e-324', '', ' ', '1,5', '12abc']
PRIORITIES = ['-1', '0', '1001', '99999', '1e308', 'nan', '-inf', '999.5', '2147483648', '']
MULTIPLIERS = ['0', '0:0', '1/0', '0/0', '1e308', '1e308:1e-308', 'nan', '-1', '1:0', ':',
               '1:', ':1', '3:2:1', 'inf', '-0', '1e-308', 'x:y']
NUMERIC_KEYS = {'constant', 'multiplier', 'priority', 'x', 'y', 'width', 'height', 'spacing',
                'minValue', 'maxValue', 'value', 'minimumFontSize', 'pointSize', 'size',
                'horizontalHuggingPriority', 'verticalHuggingPriority', 'top', 'bottom', 'left',
                'right', 'minY', 'maxY', 'minX', 'maxX', 'numberOfLines', 'rowSpacing',
                'columnSpacing', 'baselineOffset', 'horizontalCompressionResistancePriority',
                'verticalCompressionResistancePriority', 'minimumValue', 'maximumValue',
                'estimatedRowHeight', 'rowHeight', 'sectionHeaderHeight', 'sectionFooterHeight',
                'minimumZoomScale', 'maximumZoomScale', 'lineSpacing', 'minimumInteritemSpacing',
                'minimumLineSpacing', 'itemSize', 'alpha', 'tag'}
ENUMS = {
    'axis': ['horizontal', 'vertical', 'diagonal', ''],
    'distribution': ['fill', 'fillEqually', 'fillProportionally', 'equalSpacing',
                     'equalCentering', 'gravityAreas', 'bogus', ''],
    'alignment': ['fill', 'top', 'center', 'bottom', 'leading', 'trailing', 'firstBaseline',
                  'lastBaseline', 'centerX', 'centerY', 'baseline', 'bogus', ''],
    'relation': ['lessThanOrEqual', 'greaterThanOrEqual', 'equal', 'approximately', ''],
    'firstAttribute': ['leading', 'trailing', 'top', 'bottom', 'width', 'height', 'centerX',
                       'centerY', 'firstBaseline', 'lastBaseline', 'baseline', 'leadingMargin',
                       'topMargin', 'centerXWithinMargins', 'notAnAttribute', ''],
    'orientation': ['horizontal', 'vertical', 'sideways'],
    'contentMode': ['scaleToFill', 'center', 'redraw', 'bogus'],
    'translatesAutoresizingMaskIntoConstraints': ['YES', 'NO', 'maybe'],
    'hidden': ['YES', 'NO', 'maybe'],
    'useAutolayout': ['YES', 'NO', ''],
    'insetsLayoutMarginsFromSafeArea': ['YES', 'NO'],
    'layoutMarginsFollowReadableWidth': ['YES', 'NO'],
    'baselineRelativeArrangement': ['YES', 'NO'],
    'detachesHiddenViews': ['YES', 'NO'],
}
ENUMS['secondAttribute'] = ENUMS['firstAttribute']
ITEM_KEYS = ('firstItem', 'secondItem')
VIEWISH = re.compile(r'(view|View|Label|label|Button|button|Field|field|Cell|cell|Bar|bar|'
                     r'Control|control|Slider|slider|Switch|switch|Indicator|indicator|'
                     r'Stepper|stepper|Picker|picker|Box|box|Grid|grid|Guide|guide)$')
STACK_TAGS = ('stackView',)


def elements(root):
    return list(root.iter())


def parents(root):
    return {child: parent for parent in root.iter() for child in parent}


def with_attr(root, names):
    return [(e, k) for e in root.iter() for k in e.attrib if k in names]


def op_extreme(root, rng):
    cands = with_attr(root, NUMERIC_KEYS)
    if not cands:
        return False
    for e, k in rng.sample(cands, min(len(cands), rng.choice([1, 1, 2, 5]))):
        e.set(k, rng.choice(EXTREME))
    return True


def op_priority(root, rng):
    cands = with_attr(root, {'priority', 'horizontalHuggingPriority', 'verticalHuggingPriority',
                             'horizontalCompressionResistancePriority',
                             'verticalCompressionResistancePriority'})
    cons = [e for e in root.iter('constraint')]
    if not cands and not cons:
        return False
    if cands and (not cons or rng.random() < 0.6):
        e, k = rng.choice(cands)
    else:
        e, k = rng.choice(cons), 'priority'
    e.set(k, rng.choice(PRIORITIES))
    return True


def op_multiplier(root, rng):
    cons = [e for e in root.iter('constraint')]
    if not cons:
        return False
    for e in rng.sample(cons, min(len(cons), rng.choice([1, 1, 3]))):
        e.set('multiplier', rng.choice(MULTIPLIERS))
    return True


def op_swap_constants(root, rng):
    cons = [e for e in root.iter('constraint')]
    if len(cons) < 2:
        return False
    rng.shuffle(cons)
    for a, b in zip(cons[0::2][:4], cons[1::2][:4]):
        ca, cb = a.get('constant'), b.get('constant')
        for e, v in ((a, cb), (b, ca)):
            if v is None:
                e.attrib.pop('constant', None)
            else:
                e.set('constant', v)
    return True


def ids(root):
    return [e for e in root.iter() if 'id' in e.attrib]


def op_ids(root, rng):
    """Dangling, self, duplicated and descendant-guide references."""
    cons = [e for e in root.iter('constraint') if 'firstItem' in e.attrib or 'secondItem' in e.attrib]
    all_ids = ids(root)
    if not all_ids:
        return False
    kind = rng.choice(['dangling', 'self', 'duplicate', 'descendant', 'rename', 'swapitems',
                       'constraintid'])
    par = parents(root)
    if kind == 'rename' or not cons and kind != 'duplicate':
        e = rng.choice(all_ids)
        e.set('id', rng.choice(['', 'x' * 300, e.get('id') + '-renamed', '&<>', 'null']))
        return True
    if kind == 'duplicate':
        a, b = rng.choice(all_ids), rng.choice(all_ids)
        a.set('id', b.get('id'))
        return True
    c = rng.choice(cons)
    key = rng.choice([k for k in ITEM_KEYS if k in c.attrib])
    if kind == 'dangling':
        c.set(key, rng.choice(['nope-00-000', '', c.get('id', 'z')]))
    elif kind == 'self':
        # the holding view itself, or the constraint's own id
        holder = par.get(par.get(c)) if par.get(c) is not None else None
        target = holder.get('id') if holder is not None and 'id' in holder.attrib else c.get('id', '')
        c.set(key, target)
        if rng.random() < 0.5:
            other = 'secondItem' if key == 'firstItem' else 'firstItem'
            c.set(other, target)
            c.set('secondAttribute', c.get('firstAttribute', 'top'))
    elif kind == 'descendant':
        # a view constrained to its own descendant's layout guide (or a guide to its owner)
        first = c.get('firstItem')
        owner = next((e for e in all_ids if e.get('id') == first), None)
        guides = [g for g in (owner.iter() if owner is not None else [])
                  if g.tag in ('viewLayoutGuide', 'layoutGuide') and 'id' in g.attrib]
        if not guides:
            guides = [g for g in all_ids if g.tag in ('viewLayoutGuide', 'layoutGuide')]
        if not guides:
            return False
        c.set('secondItem', rng.choice(guides).get('id'))
        c.set('secondAttribute', c.get('firstAttribute', 'top'))
    elif kind == 'swapitems':
        f, s = c.get('firstItem'), c.get('secondItem')
        if f is None or s is None:
            return False
        c.set('firstItem', s)
        c.set('secondItem', f)
    else:
        # a constraint's item pointing at another constraint or a non-view object
        nonviews = [e for e in all_ids if not VIEWISH.search(e.tag)]
        if not nonviews:
            return False
        c.set(key, rng.choice(nonviews).get('id'))
    return True


def op_delete(root, rng):
    par = parents(root)
    cands = [e for e in root.iter() if e in par and e.tag != 'document']
    pick = [e for e in cands if e.tag in ('subviews', 'constraints', 'rect', 'viewLayoutGuide',
                                          'constraint', 'scene', 'objects', 'size', 'inset',
                                          'edgeInsets', 'view', 'stackView')]
    pool = pick if pick and rng.random() < 0.8 else cands
    if not pool:
        return False
    for e in rng.sample(pool, min(len(pool), rng.choice([1, 1, 2, 4]))):
        p = par.get(e)
        if p is not None and e in list(p):
            p.remove(e)
    return True


def op_duplicate(root, rng):
    par = parents(root)
    cands = [e for e in root.iter() if e in par]
    pick = [e for e in cands if e.tag in ('constraint', 'view', 'stackView', 'rect', 'subviews',
                                          'constraints', 'label', 'button', 'scene')]
    pool = pick if pick and rng.random() < 0.8 else cands
    if not pool:
        return False
    e = rng.choice(pool)
    p = par[e]
    p.insert(list(p).index(e) + 1, copy.deepcopy(e))
    return True


def op_move_subviews(root, rng):
    par = parents(root)
    subs = [e for e in root.iter('subviews') if e in par]
    targets = [e for e in root.iter() if VIEWISH.search(e.tag) and e.tag not in
               ('viewLayoutGuide', 'layoutGuide')]
    if not subs or not targets:
        return False
    s = rng.choice(subs)
    t = rng.choice(targets)
    if any(x is t for x in s.iter()):
        # moving into its own descendant would make a cycle ET cannot write; into the
        # parent's parent instead.
        t = par.get(par[s], t)
    par[s].remove(s)
    t.append(s)
    return True


def pick_stack(root, rng):
    stacks = [e for e in root.iter() if e.tag in STACK_TAGS]
    return rng.choice(stacks) if stacks else None


def op_empty_stack(root, rng):
    st = pick_stack(root, rng)
    if st is None:
        return False
    for s in st.findall('subviews'):
        if rng.random() < 0.5:
            for c in list(s):
                s.remove(c)
        else:
            st.remove(s)
    return True


def op_repeat_constraints(root, rng):
    lists = [e for e in root.iter('constraints') if len(e)]
    if not lists:
        return False
    lst = rng.choice(lists)
    originals = list(lst)
    for _ in range(rng.choice([10, 50])):
        for c in originals:
            lst.append(copy.deepcopy(c))
    return True


def op_enum(root, rng):
    cands = with_attr(root, set(ENUMS))
    if not cands:
        return False
    for e, k in rng.sample(cands, min(len(cands), rng.choice([1, 2, 6]))):
        e.set(k, rng.choice(ENUMS[k]))
    return True


def op_deep_nesting(root, rng):
    par = parents(root)
    stacks = [e for e in root.iter() if e.tag in STACK_TAGS and e in par]
    views = [e for e in root.iter('view') if e in par and par[e].tag == 'subviews']
    pool = stacks or views
    if not pool:
        return False
    e = rng.choice(pool)
    p = par[e]
    idx = list(p).index(e)
    p.remove(e)
    depth = rng.choice([20, 60, 200])
    inner = e
    for level in range(depth):
        wrap = ET.Element(e.tag if e.tag in STACK_TAGS else 'stackView',
                          {'opaque': 'NO', 'contentMode': 'scaleToFill',
                           'axis': 'vertical' if level % 2 else 'horizontal',
                           'distribution': rng.choice(['fill', 'fillProportionally', 'fillEqually']),
                           'translatesAutoresizingMaskIntoConstraints': 'NO',
                           'id': f'nest-{level}'})
        ET.SubElement(wrap, 'rect', {'key': 'frame', 'x': '0', 'y': '0', 'width': '10',
                                     'height': '10'})
        sub = ET.SubElement(wrap, 'subviews')
        sub.append(inner)
        inner = wrap
    p.insert(idx, inner)
    return True


def op_constant_far(root, rng):
    """Every constant in one constraints list set to one extreme value (overflow sums)."""
    lists = [e for e in root.iter('constraints') if len(e)]
    if not lists:
        return False
    v = rng.choice(['1e308', '-1e308', '1.7976931348623157e308', '1e200', '3.4028234663852886e+38'])
    for c in rng.choice(lists):
        c.set('constant', v)
    return True


def op_hostile_stack(root, rng):
    """A stack made fill-proportional with an extreme spacing and an arranged view's extreme size."""
    st = pick_stack(root, rng)
    if st is None:
        return False
    st.set('distribution', rng.choice(['fillProportionally', 'equalSpacing', 'equalCentering']))
    st.set('spacing', rng.choice(EXTREME[:12]))
    arranged = [c for s in st.findall('subviews') for c in s]
    for v in arranged[:3]:
        r = v.find('rect')
        if r is not None:
            r.set(rng.choice(['width', 'height']), rng.choice(EXTREME[:12]))
    cons = [c for c in st.iter('constraint')]
    for c in cons[:3]:
        c.set('constant', rng.choice(EXTREME[:12]))
    return True


def op_unknown(root, rng):
    """Unknown attributes and elements, and known attributes on the wrong elements."""
    els = [e for e in root.iter() if e is not root]
    if not els:
        return False
    for e in rng.sample(els, min(len(els), 5)):
        e.set(rng.choice(['bogusAttribute', 'firstItem', 'constant', 'axis', 'key', 'id']),
              rng.choice(EXTREME + ['horizontal', 'top']))
        if rng.random() < 0.5:
            ET.SubElement(e, rng.choice(['constraint', 'subviews', 'rect', 'bogusElement', 'view',
                                         'constraints', 'stackView']),
                          {'key': rng.choice(['frame', 'bounds', 'view', 'bogus']),
                           'firstAttribute': 'width', 'constant': rng.choice(EXTREME)})
    return True


def op_text(root, rng):
    """Text and fonts that text measurement must survive."""
    labels = [e for e in root.iter() if 'text' in e.attrib or 'title' in e.attrib
              or e.find('fontDescription') is not None]
    if not labels:
        return False
    for e in rng.sample(labels, min(len(labels), 3)):
        key = 'text' if 'text' in e.attrib or 'title' not in e.attrib else 'title'
        e.set(key, rng.choice(['W' * 100000, ('word ' * 20000), '\t' * 100, '\U0001F600' * 5000,
                               '\u200b' * 1000, '', '\n' * 3000]))
        fd = e.find('fontDescription')
        if fd is not None and rng.random() < 0.7:
            fd.set(rng.choice(['pointSize', 'type']),
                   rng.choice(EXTREME[:12] + ['system', 'boldSystem', 'bogus']))
        if rng.random() < 0.5:
            e.set('numberOfLines', rng.choice(['0', '-1', '9223372036854775807', '1e308', 'nan']))
    return True


def op_guide_cycle(root, rng):
    """A view's edges tied to its own descendant's guide and that descendant tied back."""
    par = parents(root)
    guides = [g for g in root.iter() if g.tag in ('viewLayoutGuide', 'layoutGuide')
              and 'id' in g.attrib and g in par]
    if not guides:
        return False
    g = rng.choice(guides)
    owner = par[g]
    anc = par.get(par.get(owner)) if par.get(owner) is not None else None
    if anc is None or 'id' not in anc.attrib or 'id' not in owner.attrib:
        anc = owner
    lst = anc.find('constraints')
    if lst is None:
        lst = ET.SubElement(anc, 'constraints')
    for i, attr in enumerate(['top', 'leading', 'width', 'height']):
        ET.SubElement(lst, 'constraint', {'firstItem': anc.get('id', ''), 'firstAttribute': attr,
                                          'secondItem': g.get('id'), 'secondAttribute': attr,
                                          'constant': rng.choice(['0', '10', '1e308']),
                                          'id': f'cyc-{i}a'})
        ET.SubElement(lst, 'constraint', {'firstItem': g.get('id'), 'firstAttribute': attr,
                                          'secondItem': owner.get('id', ''),
                                          'secondAttribute': attr, 'multiplier': '2',
                                          'id': f'cyc-{i}b'})
    return True


OPERATORS = {
    'extreme': op_extreme, 'priority': op_priority, 'multiplier': op_multiplier,
    'swapconst': op_swap_constants, 'ids': op_ids, 'delete': op_delete,
    'duplicate': op_duplicate, 'movesub': op_move_subviews, 'emptystack': op_empty_stack,
    'repeat': op_repeat_constraints, 'enum': op_enum, 'nest': op_deep_nesting,
    'constfar': op_constant_far, 'hostilestack': op_hostile_stack,
    'unknown': op_unknown, 'text': op_text, 'guidecycle': op_guide_cycle,
}


def text_mutation(text, rng):
    nums = list(re.finditer(r'="(-?[0-9.]+)"', text))
    if not nums:
        return text, 'none'
    m = rng.choice(nums)
    return text[:m.start(1)] + rng.choice(EXTREME) + text[m.end(1):], 'textnum'


def mutate(data, name, k, seed, ops=None, most=3):
    rng = random.Random(f'{seed}:{name}:{len(data)}:{k}')
    try:
        root = ET.fromstring(data)
    except ET.ParseError:
        text, op = text_mutation(data.decode('utf-8', 'replace'), rng)
        return text.encode('utf-8'), op
    names = sorted(ops or OPERATORS)
    applied = []
    for _ in range(rng.choice([1, 1] + list(range(2, most + 1)))):
        for _attempt in range(6):
            op = rng.choice(names)
            if OPERATORS[op](root, rng):
                applied.append(op)
                break
    out = b'<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(root, encoding='utf-8',
                                                                     xml_declaration=False)
    return out, '+'.join(applied) or 'none'


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('--seed', default='plumb')
    ap.add_argument('--count', type=int, default=8)
    ap.add_argument('--ops', help='comma-separated operator names (default: all)')
    ap.add_argument('--most', type=int, default=3, help='most operators per variant')
    ap.add_argument('out')
    ap.add_argument('inputs', nargs='+')
    a = ap.parse_args()
    files = []
    for p in a.inputs:
        if os.path.isdir(p):
            files += [os.path.join(p, f) for f in sorted(os.listdir(p))
                      if f.endswith(('.xib', '.storyboard'))]
        else:
            files.append(p)
    os.makedirs(a.out, exist_ok=True)
    written = 0
    for f in files:
        data = open(f, 'rb').read()
        base = os.path.basename(f)
        stem, ext = os.path.splitext(base)
        for k in range(a.count):
            out, ops = mutate(data, base, k, a.seed, a.ops and a.ops.split(','), a.most)
            with open(os.path.join(a.out, f'{stem}.m{k}.{ops}{ext}'), 'wb') as fh:
                fh.write(out)
            written += 1
    print(f'{len(files)} inputs, {written} variants in {a.out}', file=sys.stderr)


if __name__ == '__main__':
    main()
