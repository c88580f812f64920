"""Writes tests/data/multiples.txt: JSON number literals and `multipleOf`
values, each row `LITERAL MULTIPLE -> EXACT DOUBLE`: whether the literal is
a multiple as written, and whether the number a JSON reader (serde_json)
makes of it is: an integer literal of 64 bits as itself, anything else as
its double, read as its shortest decimal (Python's `repr`); both by
Python's exact `decimal` arithmetic (the oracle of tests/multiples.rs).

Run from the repository root: python3 tests/data/gen_multiples.py
"""
import decimal
import random

decimal.getcontext().prec = 2000
rng = random.Random(28)
MULTIPLES = ["0.1", "0.01", "0.25", "1.5", "3", "7", "0.001", "1e-20", "2.5e3", "0.3", "1e10", "0.125"]


def literal():
    kind = rng.randrange(6)
    digits = "".join(rng.choice("0123456789") for _ in range(rng.randrange(1, 30)))
    digits = digits.lstrip("0") or "0"
    sign = "-" if rng.random() < 0.2 else ""
    if kind == 0:
        return sign + digits
    if kind == 1:
        frac = "".join(rng.choice("0123456789") for _ in range(rng.randrange(1, 25)))
        return f"{sign}{digits}.{frac}"
    if kind == 2:
        return f"{sign}{digits}e{rng.randrange(-30, 30)}"
    if kind == 3:
        # A multiple of one of the multiples, written with extra zeros or
        # with a tail just past the double's precision.
        m = decimal.Decimal(rng.choice(MULTIPLES))
        k = rng.randrange(1, 10**rng.randrange(1, 20))
        v = m * k
        text = format(v, "f")
        if rng.random() < 0.5:
            text = (text + ("." if "." not in text else "") + "0" * rng.randrange(1, 5))
        if rng.random() < 0.3:
            text = text + ("." if "." not in text else "") + "0" * 17 + "1"
        return sign + text
    if kind == 4:
        return f"{sign}0.{'0' * rng.randrange(0, 20)}{digits}"
    return f"{sign}{digits}.{'0' * rng.randrange(1, 20)}"


rows = []
seen = set()
for _ in range(3000):
    lit = literal()
    m = rng.choice(MULTIPLES)
    if (lit, m) in seen:
        continue
    seen.add((lit, m))
    exact = decimal.Decimal(lit) % decimal.Decimal(m) == 0
    whole = not any(c in lit for c in ".eE") and -(2**63) <= int(lit) < 2**64
    read = decimal.Decimal(lit) if whole else decimal.Decimal(repr(float(lit)))
    double = read % decimal.Decimal(m) == 0
    rows.append(f"{lit} {m} -> {str(exact).lower()} {str(double).lower()}")

with open("tests/data/multiples.txt", "w") as f:
    f.write("# LITERAL MULTIPLE -> EXACT DOUBLE: whether LITERAL is a multiple of\n")
    f.write("# MULTIPLE as written, and as a JSON reader reads it (a 64-bit integer\n")
    f.write("# as itself, anything else as its double), by\n")
    f.write("# Python's exact decimal arithmetic (tests/data/gen_multiples.py).\n")
    f.write("\n".join(rows) + "\n")
