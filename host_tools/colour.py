"""Colour science for the legibility check (host only): what a lit LED looks like, how different two
of them look (CIEDE2000), and how they look to a dichromat (Machado et al. 2009).

The LED model: a WS2812's drive byte is linear in light (the firmware's output stage applies the
gamma), so the light of an LED is linear RGB = byte / 255, taken on sRGB primaries (the "sRGB
approximation": the web page shows the panel the same way, host_tools/web/page.js), and the eye
adapted to the panel's own white at that brightness (see legibility.py).
"""
import math

# Machado, Oliveira & Fernandes (2009), "A physiologically-based model for simulation of color
# vision deficiency", IEEE TVCG 15(6): the matrices for severity 1.0, applied to linear RGB.
MACHADO = {
    "protanopia": ((0.152286, 1.052583, -0.204868),
                   (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968),
                     (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779),
                   (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
}
VISIONS = ("normal", "protanopia", "deuteranopia", "tritanopia")


def simulate(rgb, vision):
    """Linear RGB as a dichromat sees it (clipped to the gamut); 'normal' leaves it alone."""
    if vision == "normal":
        return rgb
    m = MACHADO[vision]
    return tuple(min(1.0, max(0.0, m[i][0] * rgb[0] + m[i][1] * rgb[1] + m[i][2] * rgb[2]))
                 for i in range(3))


def _f(t):
    return t ** (1.0 / 3) if t > 216 / 24389 else (24389 / 27 * t + 16) / 116


def lab(rgb):
    """CIELAB (D65) of linear sRGB in 0..1, white (1, 1, 1) = L* 100."""
    r, g, b = rgb
    x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
    y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
    z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
    fx, fy, fz = _f(x), _f(y), _f(z)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def ciede2000(lab1, lab2, kl=1.0, kc=1.0, kh=1.0):
    """The CIEDE2000 colour difference (CIE 142-2001), following Sharma, Wu & Dalal (2005),
    "The CIEDE2000 color-difference formula: implementation notes, supplementary test data, and
    mathematical observations", Color Res. Appl. 30(1):21-30 (tests/platform/test_colour.py checks
    their 34 pairs)."""
    L1, a1, b1 = lab1
    L2, a2, b2 = lab2
    c1 = math.hypot(a1, b1)
    c2 = math.hypot(a2, b2)
    cm7 = ((c1 + c2) / 2) ** 7
    gf = 0.5 * (1 - math.sqrt(cm7 / (cm7 + 25.0 ** 7)))
    a1p, a2p = (1 + gf) * a1, (1 + gf) * a2
    c1p, c2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p = math.degrees(math.atan2(b1, a1p)) % 360 if (a1p or b1) else 0.0
    h2p = math.degrees(math.atan2(b2, a2p)) % 360 if (a2p or b2) else 0.0
    dL = L2 - L1
    dC = c2p - c1p
    if c1p * c2p == 0:
        dh = 0.0
    else:
        dh = h2p - h1p
        if dh > 180:
            dh -= 360
        elif dh < -180:
            dh += 360
    dH = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(dh) / 2)
    Lm = (L1 + L2) / 2
    cmp_ = (c1p + c2p) / 2
    if c1p * c2p == 0:
        hm = h1p + h2p
    elif abs(h1p - h2p) <= 180:
        hm = (h1p + h2p) / 2
    elif h1p + h2p < 360:
        hm = (h1p + h2p + 360) / 2
    else:
        hm = (h1p + h2p - 360) / 2
    t = (1 - 0.17 * math.cos(math.radians(hm - 30)) + 0.24 * math.cos(math.radians(2 * hm))
         + 0.32 * math.cos(math.radians(3 * hm + 6)) - 0.20 * math.cos(math.radians(4 * hm - 63)))
    dtheta = 30 * math.exp(-(((hm - 275) / 25) ** 2))
    cm7p = cmp_ ** 7
    rc = 2 * math.sqrt(cm7p / (cm7p + 25.0 ** 7))
    sl = 1 + 0.015 * (Lm - 50) ** 2 / math.sqrt(20 + (Lm - 50) ** 2)
    sc = 1 + 0.045 * cmp_
    sh = 1 + 0.015 * cmp_ * t
    rt = -math.sin(math.radians(2 * dtheta)) * rc
    x, y, z = dL / (kl * sl), dC / (kc * sc), dH / (kh * sh)
    return math.sqrt(x * x + y * y + z * z + rt * y * z)


def led_rgb(wire, white):
    """Linear RGB (0..1) of an LED driven with wire = (r, g, b) bytes, the eye adapted to `white`
    (the drive level of the panel's full white at this brightness)."""
    return tuple(min(1.0, v / white) for v in wire)


def delta(w1, w2, white, vision="normal"):
    return ciede2000(lab(simulate(led_rgb(w1, white), vision)), lab(simulate(led_rgb(w2, white), vision)))


def srgb8(rgb):
    """Linear RGB 0..1 to 8-bit sRGB (for pictures)."""
    out = []
    for v in rgb:
        v = min(1.0, max(0.0, v))
        s = 12.92 * v if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055
        out.append(int(round(255 * s)))
    return tuple(out)
