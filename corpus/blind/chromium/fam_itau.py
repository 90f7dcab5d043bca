"""br-itau-extrato: Itaú-style extrato mensal de conta corrente with D/C markers (BRL, A4)."""
import datetime as dt
import random
from common import D, q, s, eu, esc, money, rand_dates, emit, page_css, wrap_html
from layout import Row, Block, split_pages, body_html

FAMILY = "br-itau-extrato"
LH = 3.8
PEOPLE = ["MARIA S SANTOS", "JOAO P OLIVEIRA", "ANA C RODRIGUES", "LUCAS M PEREIRA", "FERNANDA L ALVES", "RAFAEL G SOUZA"]
DEB = [("PIX TRANSF {pshort}{dm}", "{person}", "cpf", 20, 600), ("PIX QRS {shop}{dm}", "{shop_full}", "cnpj", 8, 180),
       ("PAG BOLETO {util}", "{util_full}", "cnpj", 60, 420), ("DA {da} {n8}", "{da_full}", "cnpj", 45, 260),
       ("COMPRA CARTAO DEB {n4} {dm}", "{shop_full}", "cnpj", 10, 350), ("SAQUE 24H {n5}", "", None, 50, 400),
       ("CARTAO ITAU {n4}-{n4}", "ITAU UNIBANCO S.A.", "itau", 300, 2400), ("TAR PACOTE ITAU {mm}", "", None, 44.9, 44.9)]
CRE = [("PIX TRANSF {pshort}{dm}", "{person}", "cpf", 30, 900), ("TED 237.{n4}.{emp}", "{emp_full}", "cnpj", 500, 3000),
       ("DEP DINHEIRO ATM {n5}", "", None, 50, 600), ("REND PAGO APLIC AUT MAIS", "", None, 0.5, 25)]
SHOPS = [("PADARIA SA", "PADARIA SANTA ANA LTDA"), ("DROGASIL", "RAIA DROGASIL S.A."), ("PAO DE ACU", "CIA BRASILEIRA DE DISTRIBUICAO"),
         ("IFOOD", "IFOOD.COM AGENCIA DE RESTAURANTES"), ("POSTO IPIR", "AUTO POSTO IPIRANGA DA VILA LTDA"),
         ("UBER", "UBER DO BRASIL TECNOLOGIA LTDA"), ("MERCADO LI", "MERCADOPAGO.COM REPRESENTACOES LTDA")]
UTIL = [("ENEL SP", "ELETROPAULO METROPOLITANA S.A."), ("VIVO FIXO", "TELEFONICA BRASIL S.A."),
        ("CONDOMINIO", "CONDOMINIO EDIFICIO JACARANDA"), ("UNIMED", "UNIMED PAULISTANA COOP TRAB MED")]
DA = [("SABESP", "CIA SANEAMENTO BASICO EST SP"), ("COMGAS", "CIA DE GAS DE SAO PAULO"), ("CLARO", "CLARO S.A.")]
CFG = {
    1: dict(seed=801, start=dt.date(2024, 3, 1), end=dt.date(2024, 3, 31), n=26, open=D("3412.58"), ag="0912", cc="45871-3",
            name="MARIANA COSTA FERREIRA", emp=("ACME IND", "ACME INDUSTRIA E COMERCIO LTDA"), limit=D("2500")),
    2: dict(seed=802, start=dt.date(2024, 6, 1), end=dt.date(2024, 6, 30), n=13, open=D("-318.40"), ag="1587", cc="20344-8",
            name="PAULO HENRIQUE DA SILVA", emp=("TRANSP RA", "TRANSPORTADORA RAPIDO SUL LTDA"), limit=D("1000")),
    3: dict(seed=803, start=dt.date(2024, 10, 1), end=dt.date(2024, 10, 31), n=50, open=D("8120.04"), ag="0350", cc="77120-1",
            name="CAROLINA MENDES TAVARES", emp=("HOSP SIR", "HOSPITAL SIRIO LIBANES"), limit=D("5000")),
}


def cnpj(rng):
    return "%02d.%03d.%03d/0001-%02d" % (rng.randint(1, 99), rng.randint(0, 999), rng.randint(0, 999), rng.randint(0, 99))


def cpf(rng):
    return "***.%03d.%03d-**" % (rng.randint(0, 999), rng.randint(0, 999))


def dc(x):
    return eu(abs(x)) + (" D" if x < 0 else " C")


def build(n):
    c = CFG[n]
    rng = random.Random(c["seed"])
    start, end = c["start"], c["end"]

    def fill(t, d, ctx):
        return (t.replace("{dm}", d.strftime("%d/%m")).replace("{n8}", str(rng.randint(10 ** 7, 10 ** 8 - 1)))
                .replace("{n5}", str(rng.randint(10000, 99999))).replace("{n4}", str(rng.randint(1000, 9999)))
                .replace("{mm}", start.strftime("%m/%y")).replace("{pshort}", ctx["person"][:10].ljust(10))
                .replace("{person}", ctx["person"]).replace("{shop}", ctx["shop"][0].ljust(10)).replace("{shop_full}", ctx["shop"][1])
                .replace("{util}", ctx["util"][0]).replace("{util_full}", ctx["util"][1]).replace("{da}", ctx["da"][0])
                .replace("{da_full}", ctx["da"][1]).replace("{emp}", c["emp"][0]).replace("{emp_full}", c["emp"][1]))
    rows = []
    for d in rand_dates(rng, start, end, c["n"]):
        credit = rng.random() < 0.22
        t = rng.choice(CRE[:1] + CRE[2:3] if credit else DEB[:7])
        ctx = dict(person=rng.choice(PEOPLE), shop=rng.choice(SHOPS), util=rng.choice(UTIL), da=rng.choice(DA))
        a = money(rng, t[3], t[4])
        rows.append(dict(d=d, l=" ".join(fill(t[0], d, ctx).split()), rs=fill(t[1], d, ctx), doc=t[2], a=a if credit else -a))
    sal = start + dt.timedelta(days=4)
    rows.append(dict(d=sal, l=f"SISPAG SALARIOS {c['emp'][0]}", rs=c["emp"][1], doc="cnpj", a=money(rng, 3800, 9500)))
    rows.append(dict(d=start + dt.timedelta(days=rng.randint(6, 12)), l=f"TAR PACOTE ITAU {start.strftime('%m/%y')}", rs="", doc=None, a=D("-44.90")))
    rows.append(dict(d=end, l="REND PAGO APLIC AUT MAIS", rs="", doc=None, a=money(rng, 0.3, 18)))
    if c["open"] < 0:
        rows.append(dict(d=start + dt.timedelta(days=1), l="JUROS LIMITE DA CONTA", rs="", doc=None, a=D("-27.36")))
        rows.append(dict(d=start + dt.timedelta(days=1), l="IOF", rs="", doc=None, a=D("-3.11")))
    for r in rows:
        while r["d"].weekday() >= 5 and r["d"] < end:
            r["d"] += dt.timedelta(days=1)
        if r["d"].weekday() >= 5:
            r["d"] -= dt.timedelta(days=r["d"].weekday() - 4)
        r["cnpj"] = cnpj(rng) if r["doc"] == "cnpj" else cpf(rng) if r["doc"] == "cpf" else "60.701.190/0001-04" if r["doc"] == "itau" else ""
    rows.sort(key=lambda r: r["d"])
    items = []
    truth = []
    prev = start - dt.timedelta(days=1)
    items.append(Row(f"<tr class='sa'><td>{prev.strftime('%d/%m')}</td><td>SALDO ANTERIOR</td><td></td><td></td><td class='r'>{dc(c['open'])}</td></tr>", LH + 1.8))
    bal = c["open"]
    for i, r in enumerate(rows):
        bal += r["a"]
        rs = esc(r["rs"]) + (f"<br><span class='doc'>{r['cnpj']}</span>" if r["cnpj"] else "")
        nl = 2 if r["cnpj"] else 1
        items.append(Row(f"<tr><td>{r['d'].strftime('%d/%m')}</td><td>{esc(r['l'])}</td><td>{rs}</td><td class='r'>{dc(r['a'])}</td><td></td></tr>",
                         nl * LH + 1.2))
        desc = " ".join(x for x in [r["l"], r["rs"], r["cnpj"]] if x)
        truth.append(dict(date=r["d"].isoformat(), description=desc, amount=s(r["a"]), balance=None))
        if i == len(rows) - 1 or rows[i + 1]["d"] != r["d"]:
            items.append(Row(f"<tr class='sd'><td>{r['d'].strftime('%d/%m')}</td><td>SALDO DO DIA</td><td></td><td></td><td class='r'>{dc(bal)}</td></tr>", LH + 1.2))
    close = bal
    ent = sum(r["a"] for r in rows if r["a"] > 0)
    sai = -sum(r["a"] for r in rows if r["a"] < 0)
    items.append(Block(f"""<div class='obs'><b>observações</b><br>
D = débito a conta corrente &nbsp; C = crédito a conta corrente &nbsp; (saldos em R$). Os lançamentos com data futura não estão
considerados no saldo. Limite da conta contratado: R$ {eu(c['limit'])} - taxa de juros do limite: 8,00% a.m. / 151,82% a.a.;
CET: 162,45% a.a. IOF: 0,0082% ao dia + 0,38% adicional. Aplicação automática Mais: rendimento creditado no último dia útil.
Em caso de dúvidas, reclamações ou sugestões: SAC Itaú 0800 728 0728 · Ouvidoria 0800 570 0011 (dias úteis, 9h às 18h).</div>""", 26))
    caps = [182, 240]
    pages = split_pages(items, caps)
    total = len(pages)
    orange = "#EC7000"
    css = page_css("210mm", "297mm", "11mm 13mm 8mm 13mm") + f"""
body {{ font-family: 'Liberation Sans Narrow', 'Nimbus Sans Narrow', Arial, sans-serif; font-size: 8.6pt; color:#222; }}
.it {{ width: 14mm; height: 14mm; background: {orange}; border-radius: 3mm; color: #003399; font-weight: bold; font-size: 12pt;
      display:flex; align-items:center; justify-content:center; font-family: 'Liberation Sans'; }}
.top {{ display:flex; gap:4mm; align-items:center; border-bottom: 1.5pt solid {orange}; padding-bottom: 2mm; }}
.top h1 {{ font-size: 13pt; margin:0; font-weight: normal; }}
.info td {{ padding: 0.4mm 2mm 0.4mm 0; }}
.res {{ display:flex; gap: 3mm; margin: 3mm 0; }} .res div {{ flex:1; background:#F4F1EC; padding: 2mm; border-radius: 1.5mm; }}
.res b {{ display:block; font-size: 10pt; margin-top: 0.5mm; }}
table.tx {{ width: 100%; table-layout: fixed; }}
table.tx th {{ text-align:left; font-weight: bold; background: #F4F1EC; padding: 1mm; border-bottom: 0.8pt solid {orange}; }}
table.tx th.r {{ text-align: right; }}
table.tx td {{ padding: 0.6mm 1mm; line-height: {LH}mm; vertical-align: top; white-space: nowrap; overflow:hidden; }}
tr.sd td {{ font-weight: bold; border-bottom: 0.4pt solid #ccc; color:#000; }} tr.sa td {{ font-weight: bold; }}
.doc {{ color:#555; font-size: 7.6pt; }}
.obs {{ font-size: 7pt; margin-top: 3mm; line-height: 1.35; color:#444; }}
.pf {{ font-size: 7pt; color:#555; border-top:0.5pt solid #bbb; padding-top:1mm; display:flex; justify-content:space-between; }}
"""
    colg = ("<table class='tx'><colgroup><col style='width:13mm'><col style='width:52mm'><col><col style='width:27mm'>"
            "<col style='width:27mm'></colgroup>")
    thead = ("<thead><tr><th>data</th><th>lançamentos</th><th>razão social / CNPJ/CPF</th><th class='r'>valor (R$)</th>"
             "<th class='r'>saldo (R$)</th></tr></thead>")
    html_pages = []
    for i, pit in enumerate(pages):
        if i == 0:
            hd = f"""<div class='top'><div class='it'>itaú</div><div><h1>extrato mensal · conta corrente</h1>
<div>Itaú Unibanco S.A. · período: {start.strftime('%d/%m/%Y')} a {end.strftime('%d/%m/%Y')}</div></div></div>
<table class='info' style='margin-top:2mm'><tr><td>nome</td><td><b>{esc(c['name'])}</b></td><td style='padding-left:10mm'>agência</td><td><b>{c['ag']}</b></td>
<td style='padding-left:6mm'>conta</td><td><b>{c['cc']}</b></td></tr>
<tr><td>emitido em</td><td>{(end + dt.timedelta(days=1)).strftime('%d/%m/%Y')} {rng.randint(7, 22):02d}:{rng.randint(0, 59):02d}</td><td style='padding-left:10mm'>limite da conta</td><td>R$ {eu(c['limit'])}</td><td></td><td></td></tr></table>
<div class='res'><div>saldo anterior<b>{dc(c['open'])}</b></div><div>(+) entradas<b>{eu(ent)}</b></div><div>(-) saídas<b>{eu(sai)}</b></div>
<div>saldo final<b>{dc(close)}</b></div></div>
<div style='font-weight:bold;margin-bottom:1mm'>lançamentos</div>"""
        else:
            hd = (f"<div class='top' style='padding-bottom:1mm;margin-bottom:2mm'><div class='it' style='width:9mm;height:9mm;font-size:8pt;border-radius:2mm'>itaú</div>"
                  f"<div>extrato mensal · agência {c['ag']} conta {c['cc']} · período {start.strftime('%d/%m/%Y')} a {end.strftime('%d/%m/%Y')}</div></div>")
        body = body_html(pit, colg, thead)
        foot = f"<div class='foot pf'><span>Itaú Unibanco S.A. · CNPJ 60.701.190/0001-04 · itau.com.br</span><span>página {i + 1} de {total}</span></div>"
        html_pages.append(f"<div class='page'><div class='body'>{hd}{body}</div>{foot}</div>")
    html = wrap_html(css, html_pages, "pt-BR", "extrato")
    notes = ("Itaú-style extrato mensal (conta corrente). Columns data | lançamentos | razão social / CNPJ/CPF | valor (R$) | "
             "saldo (R$); dates DD/MM without year (year from 'período'); Brazilian numbers 1.234,56; every value carries a "
             "D (débito) / C (crédito) marker after it ('150,00 D', '1.200,00 C'). The saldo column is printed ONLY on "
             "'SALDO ANTERIOR' (opening) and 'SALDO DO DIA' rows, which are dated balance rows, not transactions; "
             "transaction rows have balance null. Description = lançamento + razão social + CNPJ/CPF (second line) where "
             "printed. Dates inside lançamentos ('PIX TRANSF MARIA S SA01/03') are not separate fields. Summary boxes "
             "(saldo anterior, entradas, saídas, saldo final) are not transactions.")
    if c["open"] < 0 or close < 0:
        notes += " The account is overdrawn (limite da conta): saldos with 'D' are negative."
    acct_digits = c["cc"].replace("-", "")
    tr = dict(bank="Itaú Unibanco", country="BR", language="pt", documentType="bank_account", currency="BRL",
              accountLast4=acct_digits[-4:], statementPeriod=end.strftime("%Y-%m"), periodStart=start.isoformat(),
              periodEnd=end.isoformat(), openingBalance=s(c["open"]), closingBalance=s(close), transactions=truth, notes=notes)
    return html, tr, total


def make():
    for n in (1, 2, 3):
        html, truth, np_ = build(n)
        emit(FAMILY, n, html, truth, np_, scan_too=True, seed=CFG[n]["seed"])


if __name__ == "__main__":
    make()
