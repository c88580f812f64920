"""Writes tests/data/python_literals.txt: Python sources, each with what
Python's own `ast.literal_eval` makes of it (the oracle of
tests/python_literals.rs). Hand-written adversarial cases first, then
random literals and near misses from a fixed seed.

Each row is `SOURCE -> VERDICT`, SOURCE a JSON string. VERDICT is one of:

- `error`: literal_eval refuses the text.
- `not json: WHAT`: literal_eval reads a value JSON has none for (a
  complex number, a set, bytes, `...`, an infinite float, a key that is no
  string, a lone surrogate).
- `refused: RULE`: literal_eval reads a JSON value, which the crate
  refuses by a rule of its own (found here by Python's own tokenizer):
  `leading zero` (`00`, `01.5`), `comment`, `adjacent strings` (`'a' 'b'`),
  `named escape` (`\\N{...}`), `bare tuple` (`1, 2` without parentheses),
  `not a container` (the text, trimmed, does not start with the bracket of
  a dict, list or tuple), `big non-decimal` (a hex, octal
  or binary integer of more than 128 bits), `too deep` (JSON text too:
  more than 62 levels of arrays and objects, or 127 brackets).
- `duplicate key: JSON`: a dict with a key twice; JSON is the pairs in
  the order written, which the crate hands on to its JSON rules.
- `trimmed: VERDICT`: literal_eval refuses the text only for whitespace at
  its edges (its indentation rule, a no-break space), which the crate
  trims: VERDICT is that of the trimmed text.
- JSON: the value, canonical (integers exact, floats as `repr`).
- `json: JSON`: the source is JSON text too (Python's `json.loads`, no
  `NaN`), and both read it as this value.
- `json, not python: VERDICT`: the source is JSON text, which Python
  reads otherwise (`"\\/"`, `1e400`, `"\\ud83d\\ude00"`): the crate reads
  JSON text as JSON; VERDICT is Python's.

Run from the repository root with CPython 3.11 or later:
python3 tests/data/gen_python_literals.py
"""
import ast
import io
import json
import random
import sys
import tokenize
import warnings

warnings.simplefilter("ignore")
sys.setrecursionlimit(10000)
rng = random.Random(29)

# What Rust's `str::trim` removes: Unicode White_Space.
RUST_WS = "\t\n\x0b\x0c\r \x85\xa0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000"


class NotJson(Exception):
    pass


class Digits(str):
    """A JSON integer's digits, kept as written (Python's `int` refuses more
    than 4,300)."""


def walk(v):
    """Checks that `v` is a value of the JSON kinds."""
    if isinstance(v, bool) or v is None:
        return
    if isinstance(v, (int, Digits)):
        return
    if isinstance(v, float):
        if v != v or v in (float("inf"), float("-inf")):
            raise NotJson("infinite float")
        return
    if isinstance(v, str):
        if any(0xD800 <= ord(c) <= 0xDFFF for c in v):
            raise NotJson("lone surrogate")
        return
    if isinstance(v, (list, tuple)):
        for x in v:
            walk(x)
        return
    if isinstance(v, dict):
        for k, x in v.items():
            if not isinstance(k, str):
                raise NotJson("key not a string")
            walk(k)
            walk(x)
        return
    if isinstance(v, complex):
        raise NotJson("complex")
    if isinstance(v, (bytes, bytearray)):
        raise NotJson("bytes")
    if isinstance(v, (set, frozenset)):
        raise NotJson("set")
    if v is Ellipsis:
        raise NotJson("ellipsis")
    raise NotJson(type(v).__name__)


def dumps(v):
    if isinstance(v, tuple):
        v = list(v)
    if isinstance(v, list):
        return "[" + ",".join(dumps(x) for x in v) + "]"
    if isinstance(v, dict):
        return "{" + ",".join(json.dumps(k) + ":" + dumps(x) for k, x in v.items()) + "}"
    if isinstance(v, float):
        return repr(v)
    if isinstance(v, Digits):
        return str(int(v)) if len(v) < 4000 else v
    return json.dumps(v)


def pairs(node):
    """The JSON of an AST node, a dict's pairs all kept in order."""
    if isinstance(node, ast.Dict):
        return "{" + ",".join(dumps(ast.literal_eval(k)) + ":" + pairs(v) for k, v in zip(node.keys, node.values)) + "}"
    if isinstance(node, (ast.List, ast.Tuple)):
        return "[" + ",".join(pairs(x) for x in node.elts) + "]"
    return dumps(ast.literal_eval(node))


def duplicated(tree):
    for node in ast.walk(tree):
        if isinstance(node, ast.Dict):
            keys = [ast.literal_eval(k) for k in node.keys]
            if len(set(keys)) != len(keys):
                return True
    return False


def escapes_named(tok):
    prefix = tok[: len(tok) - len(tok.lstrip("rRuUbBfF"))]
    if "r" in prefix.lower():
        return False
    body = tok[len(prefix):]
    i = 0
    while i < len(body):
        if body[i] == "\\":
            if body[i + 1 : i + 2] == "N":
                return True
            i += 2
        else:
            i += 1
    return False


def rule(src, value):
    """The crate's own rule that refuses `src`, if any."""
    toks = list(tokenize.generate_tokens(io.StringIO(src, newline="").readline))
    depth = deepest = 0
    previous = None
    for t in toks:
        if t.type == tokenize.COMMENT:
            return "comment"
        if t.type == tokenize.NUMBER:
            s = t.string.lower()
            if s.startswith(("0x", "0o", "0b")):
                if int(s.replace("_", ""), 0) >= 2**128:
                    return "big non-decimal"
            else:
                whole = s.split(".")[0].split("e")[0].replace("_", "")
                if len(whole) > 1 and whole.startswith("0"):
                    return "leading zero"
        if t.type == tokenize.STRING:
            if escapes_named(t.string):
                return "named escape"
            if previous == tokenize.STRING:
                return "adjacent strings"
        if t.type == tokenize.OP:
            if t.string in "([{":
                depth += 1
                deepest = max(deepest, depth)
            elif t.string in ")]}":
                depth -= 1
            elif t.string == "," and depth == 0:
                return "bare tuple"
        if t.type not in (tokenize.NL, tokenize.NEWLINE, tokenize.ENDMARKER):
            previous = t.type
    if not isinstance(value, (dict, list, tuple)) or not src.strip(RUST_WS).startswith(("[", "{", "(")):
        return "not a container"
    return None


def depth(v):
    if isinstance(v, dict):
        v = list(v.values())
    if isinstance(v, (list, tuple)):
        return 1 + max(map(depth, v), default=0)
    return 0


def too_deep(src, value):
    """More than 62 levels of arrays and objects (the normalizer reads at
    most 64, counting the field and the string they are sent in), or more
    than 127 brackets (serde_json reads no deeper)."""
    brackets = deepest = 0
    for c in src:
        if c in "([{":
            brackets += 1
            deepest = max(deepest, brackets)
        elif c in ")]}":
            brackets -= 1
    return depth(value) > 62 or deepest > 127


def reject_constant(name):
    raise ValueError(name)


def as_json(src):
    """The canonical JSON of `src` when it is JSON text (`""` when its value
    is none Python has, as `1e400`), else None."""
    try:
        value = json.loads(src, parse_constant=reject_constant, parse_int=Digits)
    except (ValueError, RecursionError):
        return None
    try:
        walk(value)
        return dumps(value)
    except (NotJson, RecursionError):
        return ""


def verdict(src):
    """The verdict of `src`, JSON text first: the crate reads JSON text as
    JSON and never as Python."""
    js = as_json(src)
    py = python(src)
    for text, reader in [(src, lambda t: json.loads(t, parse_int=Digits)), (src, ast.literal_eval)]:
        try:
            value = reader(text)
        except BaseException:
            continue
        if isinstance(value, (dict, list, tuple)) and too_deep(src, value):
            return "refused: too deep"
    if js is None:
        return py
    return "json: " + js if py == js else "json, not python: " + py


def python(src):
    try:
        value = ast.literal_eval(src)
    except BaseException:
        trimmed = src.strip(RUST_WS)
        if trimmed != src:
            v = python(trimmed)
            if v != "error":
                return "trimmed: " + v
        return "error"
    try:
        walk(value)
    except NotJson as e:
        return f"not json: {e}"
    except RecursionError:
        return "error"
    r = rule(src, value)
    if r:
        return f"refused: {r}"
    tree = ast.parse(src.lstrip(" \t"), mode="eval")
    if duplicated(tree):
        return "duplicate key: " + pairs(tree.body)
    return dumps(value)


HAND = [
    # The issue's own.
    "{'base': 500, 'height': 300}",
    "{'api_key': 'x', 'days': 5}",
    "['Age', 'Income']",
    "{'a': True, 'b': False, 'c': None}",
    "{'a': true}",
    "{'a': null}",
    '{"a": "x\\/y", \'b\': 1}',
    "[True, False, None]",
    # Containers.
    "{}", "[]", "()", "( )", "[ ]", "(1,)", "(1)", "((1,),)", "((1))", "([1])", "(((1,),),)",
    "[[]]", "[()]", "{'a': {}}", "{'a': ()}", "(1 ,)", "( 1 , 2 , )", "[1,]", "{'a': 1,}", "[,]", "{,}",
    "[1,,2]", "[1 2]", "{'a' 1}", "{'a': }", "{'a'}", "{'a', 'b'}", "{1, 2}", "set()", "{**{}}", "[*[]]",
    "{('a'): 1}", "{(('a')): 1}", "{'a' : 1}", "{'a'\n:1}", "{'a':\n 1}", "{'a':\r\n 1}", "{'a':\r1}",
    "{1: 'a'}", "{True: 1}", "{None: 1}", "{1.5: 'a'}", "{(1, 2): 'a'}", "{'a': 1, 'a': 2}",
    "{'a': 1, u'a': 2}", "[{'a': {'b': 1, 'b': 2}}]", "{'a': 1, 'b': 2, 'a': 3}",
    "[1] [2]", "[1], [2]", "1, 2", "'a', 'b'", "1,000", "[1,000]", "[1,000, 2,500]", "[1, 000]",
    "[1]]", "[[1]", "{'a': 1}}", "({'a': 1})", "[(1, 2), [3, 4]]", "[1][0]", "[1].copy()",
    # Scalars at the top.
    "1", "'a'", "True", "None", "-5", "(5)", "('a')", "1.5",
    # Whitespace.
    "\n[1]", "[1]\n", "\n\n[1]", "\r\n[1]", "\r[1]", "[1]\r", "[1]\r\n", " \n[1]", "\t\n[1]", "\n [1]",
    "[1] \n ", "[1]\n\n", "\x0c\n[1]", "\x0c[1]", "[1]\x0c", "\x0b[1]", "[1,\x0b2]", "[1,\x0c2]",
    "[1,\r2]", "[1\r\n,2]", "\\\n[1]", "[1]\\\n", "[1,\\\n2]", "[1,\\\r\n2]", " [1]", "\t[1]", "[1] ",
    "\xa0[1]", "[1]\xa0", "[\xa01]", "\ufeff[1]", "\u3000[1]", "[1]\u2028", "[\n1,\n2\n]", "[\n  1,\n  2,\n]",
    "{\n  'a': 1,\n  'b': [\n    2,\n  ],\n}",
    # Comments.
    "[1] # c", "[1 # c\n]", "# c\n[1]", "[\n# c\n1]", "{'a': 1 # c\n}", "['#']", "[1]#",
    # Numbers.
    "[0]", "[00]", "[000]", "[0_0]", "[0_0_0]", "[0__0]", "[00_]", "[01]", "[09]", "[0_9]", "[1_000]",
    "[1__0]", "[1_]", "[_1]", "[1 000]", "[0x1F]", "[0X1f]", "[0x_1F]", "[0x1__F]", "[0x1_]", "[0x]",
    "[0xg]", "[0o17]", "[0O17]", "[0o8]", "[0b101]", "[0B1]", "[0b2]", "[0b]", "[017]", "[-0x1F]",
    "[-0b1]", "[+0o7]", "[0x" + "f" * 32 + "]", "[0x1" + "0" * 32 + "]", "[0x" + "f" * 40 + "]",
    "[0b" + "1" * 128 + "]", "[0b1" + "0" * 128 + "]", "[0o" + "7" * 43 + "]", "[0o3" + "7" * 42 + "]",
    "[0x" + "0" * 100 + "1]",
    "[1e5]", "[1E+05]", "[1e-5]", "[.5]", "[5.]", "[5.e3]", "[1.e5]", "[1_0.5]", "[1e1_0]", "[1e+1_0]",
    "[1_0e1_0]", "[1_000.000_1]", "[00.5]", "[01.5]", "[09.5]", "[0_1.5]", "[00e1]", "[01e5]", "[0e0]",
    "[0.0e0]", "[0e]", "[.e1]", "[.]", "[..5]", "[1.2.3]", "[1e5e5]", "[1._5]", "[1_e5]", "[1e_5]",
    "[1j]", "[1J]", "[1+2j]", "[1-2j]", "[-1j]", "[1e999]", "[-1e999]", "[1e308]", "[1.8e308]",
    "[1.7976931348623157e308]", "[1.7976931348623158e308]", "[1.7976931348623159e308]",
    "[1e-324]", "[2e-324]", "[3e-324]", "[4.9e-324]", "[1e-400]", "[-1e-400]", "[0e999999999]",
    "[1e99999999999999999999]", "[1e-99999999999999999999]", "[0.1]", "[0.10000000000000000001]",
    "[9007199254740993]", "[9007199254740993.0]", "[12345678901234567890123456789]",
    "[-12345678901234567890123456789]", "[" + "9" * 400 + "]", "[" + "9" * 4300 + "]",
    "[" + "9" * 4301 + "]", "[" + "9_" * 4300 + "9]", "[" + "1_" * 2150 + "1]",
    "[-0]", "[+0]", "[-0.0]", "[+0.0]", "[-.0]", "[- 5]", "[-\n5]", "[+ 5]", "[-(5)]", "[-((5))]",
    "[-(5,)]", "[-(-5)]", "[+(5)]", "[- (5)]", "[-( 5 )]", "[--5]", "[+-5]", "[-+5]", "[-True]",
    "[-None]", "[-'a']", "[-[1]]", "[1+2]", "[1-2]", "[2*3]", "[1L]", "[1l]", "[0_x1]", "[1if]",
    "[1 if 1 else 2]", "[1e5x]", "[0x1Fg]", "[1.5j]", "[1e]", "[-]", "[+]", "[- \\\n5]",
    "[inf]", "[nan]", "[Infinity]", "[-inf]", "[NaN]", "[float('inf')]",
    # Words.
    "[True]", "[true]", "[TRUE]", "[False]", "[false]", "[None]", "[null]", "[none]", "[Truex]",
    "[True1]", "[True_]", "[True'a']", "[True(1)]", "[...]", "[Ellipsis]", "[__debug__]", "[x]",
    "[é]", "[ß]", "[Trueé]", "[set()]", "[dict()]", "[list()]", "[int('5')]", "[print(1)]",
    "[__import__('os')]", "[lambda: 1]", "[[x for x in y]]", "[a.b]", "[not True]", "[True and False]",
    "[1 == 1]", "[(yield)]", "[await x]",
    # Strings: prefixes and quotes.
    "['a']", '["a"]', "[u'a']", "[U'a']", "[r'a']", "[R'a']", "[b'a']", "[B'a']", "[rb'a']",
    "[br'a']", "[f'a']", "[F'a']", "[fr'a']", "[rf'a']", "[ur'a']", "[Ru'a']", "[uR'a']", "[rU'a']",
    "[x'a']", "[rr'a']", "['''a''']", '["""a"""]', "['''a\nb''']", "['''a\rb''']", "['''a\r\nb''']",
    "[r'''a\rb''']", '["""a"b"""]', "[''''a''']", "['''a'''']", "['''a'' ''']", "['a\nb']", "['a\rb']",
    "['a", "['a]", "[\"a']", "['''a'']", "[''']", "['\"']", '["\'"]', "['it''s']",
    "['a' 'b']", "['a'  \"b\"]", "['a' b'b']", "['a'u'b']", "['a'\n'b']", "[('a' 'b')]", "['a' f'b']",
    "['''a''' '''b''']", "['a' # c\n'b']", "['a', 'b' 'c']",
    # Strings: escapes.
    "['\\x41']", "['\\x4']", "['\\xg1']", "['\\X41']", "['\\101']", "['\\0']", "['\\00']", "['\\000']",
    "['\\0000']", "['\\7']", "['\\8']", "['\\9']", "['\\08']", "['\\400']", "['\\777']", "['\\1234']",
    "['\\u00e9']", "['\\u00E9']", "['\\u12']", "['\\u12g4']", "['\\U0001F600']", "['\\U00110000']",
    "['\\U0010FFFF']", "['\\UFFFFFFFF']", "['\\U1F600']", "['\\ud800']", "['\\udc00']", "['\\ud83d\\ude00']",
    "['\\uDFFF']", "['\\U0000D800']", "['\\N{DIGIT ONE}']", "[u'\\N{DIGIT ONE}']", "['\\N{digit one}']",
    "['\\N{foo}']", "['\\N']", "[r'\\N{DIGIT ONE}']", "['\\\\N{DIGIT ONE}']", "['\\q']", "['\\/']",
    "['\\a\\b\\f\\n\\r\\t\\v']", "['\\\\']", "['\\'']", "['\\\"']", '["\\\'"]', "['\\\n']", "['a\\\nb']",
    "['a\\\r\nb']", "['a\\\rb']", "['\\']", "['\\\\\\']", "['a\\ b']", "['\\é']", "['\\😀']", "['\\\t']",
    "['\\\x0c']", "[r'\\n']", "[r'\\'']", "[r'\\']", "[r'\\\\']", "[r'a\\'b']", "[r'a\\\nb']",
    "[r'a\\\rb']", "[r'a\\\r\nb']", "[r'''\\''']", "[r'\\x41']", "[R'\\u00e9']", "[u'\\u00e9']",
    "['''\\\n''']", "['''a\\\r\nb''']", "['\\'''']",
    # Strings: characters.
    "['é']", "['😀']", "['中文']", "['a\x00b']", "['\\x00']", "['a\x01b']", "['a\x0bb']", "['a\x0cb']",
    "['a\x1bb']", "['a\x1fb']", "['a\x7fb']", "['a\u2028b']", "['a\u2029b']", "['a\ufeffb']", "['\xa0']",
    "['a\tb']", "['\"']", "['<\"\\\\\">']", "['\\u0022']", "['\\x5c']", "['\\x22']",
    # Nesting.
    "[" * 128 + "]" * 128, "[" * 129 + "]" * 129, "[" * 200 + "]" * 200, "(" * 128 + "1" + ")" * 128,
    "(" * 129 + "1,)" + ",)" * 128, "[" * 64 + "{'a': 1}" + "]" * 64, "{'a': " * 130 + "1" + "}" * 130,
    "-" + "(" * 130 + "5" + ")" * 130,
]


def rand_string():
    prefix = rng.choice(["", "", "", "", "", "", "r", "u", "R", "U", "b", "f", "rb", "ur"])
    quote = rng.choice(["'", "'", '"', "'''", '"""'])
    pieces = []
    # Most strings hold only what Python reads; the rest anything.
    wild = rng.random() < 0.3
    for _ in range(rng.randrange(0, 6)):
        k = rng.random() * (1 if wild else 0.8)
        if k < 0.4:
            pieces.append("".join(rng.choice("abcXYZ 019-_,:.[]{}()#é😀中\t") for _ in range(rng.randrange(1, 6))))
        elif k < 0.8 and not wild:
            pieces.append(rng.choice([
                "\\\\", "\\'", '\\"', "\\a", "\\b", "\\f", "\\n", "\\r", "\\t", "\\v", "\\0", "\\7", "\\101",
                "\\777", "\\400", "\\8", "\\x41", "\\xe9", "\\u00e9", "\\U0001F600", "\\q", "\\/", "\\é",
                "\\\n", "\\\r\n", "\\x1f", "\\u2028", "\\U0010ffff",
            ]))
        elif k < 0.8:
            pieces.append(rng.choice([
                "\\\\", "\\'", '\\"', "\\a", "\\b", "\\f", "\\n", "\\r", "\\t", "\\v", "\\0", "\\7", "\\101",
                "\\777", "\\400", "\\8", "\\x41", "\\xe9", "\\x4", "\\xg", "\\u00e9", "\\u12", "\\U0001F600",
                "\\U00110000", "\\ud800", "\\udc00", "\\ud83d\\ude00", "\\N{DIGIT ONE}", "\\q", "\\/",
                "\\\n", "\\\r\n", "\\é",
            ]))
        else:
            pieces.append(rng.choice(["'", '"', "\n", "\r\n", "\x0b", "\x01", "\x7f", "\u2028", "\\"]))
    return prefix + quote + "".join(pieces) + quote


def rand_number():
    k = rng.random()
    digits = lambda n: "".join(rng.choice("0123456789") for _ in range(n))
    if k < 0.25:
        d = digits(rng.randrange(1, 25)).lstrip("0") or "0"
        if rng.random() < 0.2 and len(d) > 2:
            i = rng.randrange(1, len(d))
            d = d[:i] + "_" + d[i:]
        s = d
    elif k < 0.35:
        s = rng.choice(["0x", "0X", "0o", "0b"])
        alphabet = {"0x": "0123456789abcdefABCDEF", "0X": "0123456789abcdef", "0o": "01234567", "0b": "01"}[s]
        s += "".join(rng.choice(alphabet) for _ in range(rng.randrange(1, 40)))
    elif k < 0.75:
        whole = digits(rng.randrange(0, 6)).lstrip("0")
        frac = digits(rng.randrange(0, 20))
        s = (whole or ("0" if rng.random() < 0.7 else "")) + "." + frac
        if s == ".":
            s = "0.5"
        if rng.random() < 0.4:
            s += rng.choice(["e", "E"]) + rng.choice(["", "+", "-"]) + str(rng.randrange(0, 400))
    else:
        s = rng.choice(["0", "1", "9"]) + rng.choice(["e", "E"]) + rng.choice(["", "-", "+"]) + str(rng.choice([0, 5, 308, 309, 323, 324, 400]))
    if rng.random() < 0.3:
        s = rng.choice(["-", "+", "- ", "-("]) + s + (")" if s.startswith("-(") else "")
    return s


def rand_ws():
    return rng.choice(["", "", "", " ", "  ", "\t", "\n", "\r\n", "\x0c", "\\\n", "\n  "])


def rand_value(depth):
    k = rng.random()
    if depth < 4 and k < 0.35:
        kind = rng.choice(["dict", "list", "tuple"])
        n = rng.randrange(0, 4)
        if kind == "dict":
            items = [rand_key() + rand_ws() + ":" + rand_ws() + rand_value(depth + 1) for _ in range(n)]
            open_, close = "{", "}"
        else:
            items = [rand_value(depth + 1) for _ in range(n)]
            open_, close = ("[", "]") if kind == "list" else ("(", ")")
            if kind == "tuple" and n == 1:
                items[0] += ","
        body = ("," + rand_ws()).join(rand_ws() + i for i in items)
        if items and rng.random() < 0.2 and not (kind == "tuple" and n == 1):
            body += ","
        return open_ + body + rand_ws() + close
    if k < 0.6:
        return rand_string()
    if k < 0.85:
        return rand_number()
    if k < 0.95:
        return rng.choice(["True", "False", "None", "true", "null"])
    return "(" + rand_value(depth + 1) + ")"


def rand_key():
    return rand_string() if rng.random() < 0.9 else rand_value(3)


def mutate(s):
    for _ in range(rng.randrange(1, 3)):
        if not s:
            break
        i = rng.randrange(len(s))
        k = rng.random()
        if k < 0.35:
            s = s[:i] + s[i + 1:]
        elif k < 0.7:
            s = s[:i] + rng.choice("'\"\\,:[](){}#\n \x00jJeE._0x+-rbuf") + s[i:]
        else:
            j = min(len(s), i + rng.randrange(1, 4))
            s = s[:i] + s[i:j] * 2 + s[j:]
    return s


def main():
    rows = []
    seen = set()

    def add(src):
        # Blank arguments are no arguments: not a question for Python.
        if src not in seen and src.strip(RUST_WS):
            seen.add(src)
            rows.append(src)

    for src in HAND:
        add(src)
    while len(rows) < len(HAND) + 3000:
        src = rand_value(0)
        if not src.startswith(("{", "[", "(")):
            src = "[" + src + "]"
        if rng.random() < 0.3:
            src = mutate(src)
        add(src)
    out = [
        "# SOURCE -> VERDICT: what CPython's ast.literal_eval makes of each source",
        f"# (CPython {sys.version.split()[0]}; written by tests/data/gen_python_literals.py,",
        "# whose docstring gives the verdicts).",
    ]
    for src in rows:
        out.append(json.dumps(src) + " -> " + verdict(src))
    with open("tests/data/python_literals.txt", "w") as f:
        f.write("\n".join(out) + "\n")


main()
