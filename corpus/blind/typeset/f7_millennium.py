"""Family 7: pt-millennium-groff -- Millennium bcp 'Extrato Combinado' (groff -ms + tbl)."""
import datetime as dt
import os
import random

from lib import base_truth, cstr, finish, fmt, groff, groff_pdf, month_end, outdir, rand_dates, rnd_amt

FAM = "pt-millennium-groff"

SHOPS = ["CONTINENTE BOM DIA LISBOA", "PINGO DOCE AV ROMA", "LIDL ALMADA", "MINIPRECO RUA AUGUSTA", "GALP ENERGIA A5",
         "FARMACIA ESTACAO", "WORTEN COLOMBO", "PASTELARIA BENARD", "CP COMBOIOS PORTUGAL", "FNAC CHIADO",
         "MERCADONA AMADORA", "IKEA ALFRAGIDE", "UBER *TRIP HELP.UBER.COM", "BOLT.EU/O/2403"]
PAGSERV = [("21098", "VODAFONE PORTUGAL"), ("10297", "EPAL AGUAS LISBOA"), ("20638", "MEO SERVICOS COMUNIC"),
           ("10559", "EDP COMERCIAL"), ("10611", "AT AUTORIDADE TRIBUTARIA")]
NAMES = ["JOAO MIGUEL SILVA", "ANA RITA FERREIRA", "PEDRO COSTA SANTOS", "MARIA JOSE OLIVEIRA", "RUI PEDRO ALMEIDA"]


def gen(rng, y, m, ntx, opening):
    start, end = dt.date(y, m, 1), month_end(y, m)
    dates = rand_dates(rng, start, end, ntx - 2, weekdays_only=True)
    sal = dt.date(y, m, 23) if dt.date(y, m, 23).weekday() < 5 else dt.date(y, m, 23) - dt.timedelta(days=dt.date(y, m, 23).weekday() - 4)
    fee = dt.date(y, m, 1) + dt.timedelta(days=(7 - dt.date(y, m, 1).weekday()) % 7)
    dates += [sal, fee]
    dates.sort()
    rows, bal = [], opening
    did_sal = did_fee = False
    emp = rng.choice(["SONAE MC SGPS SA", "BANCO DE PORTUGAL", "NOS COMUNICACOES SA", "CTT CORREIOS PORTUGAL SA"])
    cardno = rng.randint(1000, 9999)
    pending_selo = None
    for d in dates:
        r = rng.random()
        vd = d
        if d == sal and not did_sal:
            did_sal = True
            amt = rnd_amt(rng, 1100, 3200)
            lines = ["TRF DE " + emp, "VENCIMENTO " + ["JAN", "FEV", "MAR", "ABR", "MAI", "JUN", "JUL", "AGO", "SET", "OUT", "NOV", "DEZ"][m - 1] + f" {y}"]
        elif d == fee and not did_fee:
            did_fee = True
            c = rng.choice([600, 750, 850])
            bal -= c
            rows.append(dict(date=d, vdate=d, amt=-c, bal=bal, lines=["COMISSAO CONTA PACOTE"]))
            amt = -int(round(c * 0.04))
            lines = ["IMPOSTO DO SELO S/COMISSOES"]
        elif r < 0.42:
            amt = -rnd_amt(rng, 2, 160)
            vd = max(start, d - dt.timedelta(days=rng.choice([0, 1, 2])))
            lines = [f"COMPRA {cardno} {rng.choice(SHOPS)}"] + (["CONTACTLESS"] if rng.random() < 0.4 else [])
        elif r < 0.55:
            amt = -rnd_amt(rng, 5, 150)
            lines = [f"TRF MB WAY P/ ***{rng.randint(100, 999)}"]
        elif r < 0.66:
            ent, nm = rng.choice(PAGSERV)
            amt = -rnd_amt(rng, 18, 190)
            lines = [f"PAG SERV {ent} {nm}", f"REF {rng.randint(100, 999)} {rng.randint(100, 999)} {rng.randint(100, 999)}"]
        elif r < 0.74:
            amt = -rng.choice([20, 40, 60, 100, 200]) * 100
            lines = [f"LEV ATM {rng.randint(1000, 9999)} " + rng.choice(["LISBOA", "AMADORA", "OEIRAS", "ALMADA"])]
        elif r < 0.84:
            amt = rnd_amt(rng, 10, 500)
            lines = ["TRF MB WAY DE " + rng.choice(NAMES)] if rng.random() < 0.6 else ["TRF DE " + rng.choice(NAMES), rng.choice(["JANTAR", "RENDA PARTILHADA", "PRENDA", "DEVOLUCAO"])]
        elif r < 0.92:
            amt = -rnd_amt(rng, 150, 900)
            lines = ["DD PT" + f"{rng.randint(10**7, 10**8 - 1)} " + rng.choice(["EDP COMERCIAL", "FIDELIDADE SEGUROS", "GALP POWER", "GINASIO SOLINCA"])]
        else:
            amt = -rnd_amt(rng, 300, 700)
            lines = ["PRESTACAO EMPRESTIMO", f"N. {rng.randint(10**9, 10**10 - 1)} CAPITAL E JUROS"]
        bal += amt
        rows.append(dict(date=d, vdate=vd, amt=amt, bal=bal, lines=lines))
    return rows


def build(n, seed, y, m, ntx, datefmt):
    rng = random.Random(seed)
    d_out = outdir(FAM)
    opening = rnd_amt(rng, 400, 7000)
    rows = gen(rng, y, m, ntx, opening)
    closing = rows[-1]["bal"]
    start, end = dt.date(y, m, 1), month_end(y, m)
    DF = (lambda d: d.strftime("%m.%d")) if datefmt == "md" else (lambda d: d.isoformat())  # noqa: E731
    P = lambda c: fmt(abs(c), ".", ",")  # noqa: E731
    S = lambda c: fmt(c, ".", ",")  # noqa: E731
    holder = rng.choice([("CARLOS MANUEL PEREIRA", "RUA DE BENFICA 412 3 ESQ", "1500-087 LISBOA"),
                         ("SOFIA ISABEL MARTINS", "AV. DA REPUBLICA 25 7 DTO", "2780-210 OEIRAS"),
                         ("TIAGO E INES RODRIGUES", "RUA DAS FLORES 9", "2700-300 AMADORA")])
    conta = f"{rng.randint(10**10, 10**11 - 1)}"
    last4 = conta[-4:]
    iban = f"PT50 0033 0000 {conta[:4]} {conta[4:8]} {conta[8:]}0 {rng.randint(10, 99)}"
    deb = sum(-r["amt"] for r in rows if r["amt"] < 0)
    cre = sum(r["amt"] for r in rows if r["amt"] > 0)
    saldo_medio = (opening + closing) // 2 + rng.randint(-5000, 5000)
    fees = sum(-r["amt"] for r in rows if r["lines"][0].startswith(("COMISSAO", "IMPOSTO")))

    def trow(r):
        desc = "T{\n" + "\n.br\n".join(groff(x) for x in r["lines"]) + "\nT}"
        d_ = P(r["amt"]) if r["amt"] < 0 else ""
        c_ = P(r["amt"]) if r["amt"] > 0 else ""
        return f"{DF(r['date'])}\t{DF(r['vdate'])}\t{desc}\t{d_}\t{c_}\t{S(r['bal'])}"

    def make(total):
        return r""".nr PS 9
.nr VS 11
.nr LL 17c
.nr PO 2c
.nr HM 2.2c
.nr FM 2.2c
.nr HY 0
.nh
.hy 0
.ds LH \f[HB]\s[14]Millennium\s[10] bcp\f[]
.ds CH
.ds RH \s-1EXTRATO COMBINADO N.\[Om] """ + f"{y}/{m:03d}" + r""" \[en] P\['a]g. %/""" + str(total) + r"""\s0
.ds LF \s-3Banco Comercial Portugu\[^e]s, S.A. \[en] Sociedade Aberta \[en] Sede: Pra\[,c]a D. Jo\[~a]o I, 28, Porto \[en] Capital Social 3.000.000.000,00 EUR \[en] NIPC 501 525 882\s0
.ds CF
.ds RF
.LP
.nh
.ft HB
.ps 20
Millennium
.ps 12
bcp
.ps 9
.ft R
.sp 0.4
.ft HB
EXTRATO COMBINADO
.ft R
.br
Per\['i]odo de """ + start.isoformat() + " a " + end.isoformat() + r"""
.sp 0.6
.TS
tab(@);
l l.
""" + groff(holder[0]) + r"""@Conta \[`a] Ordem N.\[Om] """ + conta + r"""
""" + groff(holder[1]) + r"""@IBAN """ + iban + r"""
""" + groff(holder[2]) + r"""@BIC/SWIFT BCOMPTPL
@Moeda EUR
.TE
.sp 0.8
.ft HB
CONTA \[`A] ORDEM \[en] MOVIMENTOS DO PER\['I]ODO
.ft R
.sp 0.3
.TS H
tab(	) allbox;
cb cb cb cb cb cb
l l lw(6.6c) r r r.
DATA LANC.	DATA VALOR	DESCRITIVO	D\['E]BITO	CR\['E]DITO	SALDO
.TH
""" + f"\t\tSALDO INICIAL\t\t\t{S(opening)}\n" + "\n".join(trow(r) for r in rows) + "\n" + \
            f"\t\tT{{\nTOTAL DE MOVIMENTOS\nT}}\t{P(deb)}\t{P(cre)}\t\n" + \
            f"\t\tSALDO FINAL\t\t\t{S(closing)}\n" + r""".TE
.sp 1
.ft HB
INFORMA\[,C]\[~O]ES
.ft R
.sp 0.3
.TS
tab(@) box;
l r.
Saldo m\['e]dio credor do per\['i]odo@""" + S(saldo_medio) + r""" EUR
Comiss\[~o]es e impostos cobrados no per\['i]odo@""" + P(fees) + r""" EUR
Taxa Anual Nominal (TANB) dep\['o]sito \[`a] ordem@0,000%
TAEG descoberto autorizado (limite 500,00 EUR)@14,9%
.TE
.sp 0.6
.LP
\s-1Os dep\['o]sitos constitu\['i]dos no Millennium bcp beneficiam da garantia do Fundo de Garantia de Dep\['o]sitos, at\['e] ao limite de 100.000 EUR por depositante. Verifique os movimentos deste extrato; qualquer reclama\[,c]\[~a]o deve ser apresentada no prazo de 30 dias a contar de """ + (end + dt.timedelta(days=3)).isoformat() + r""". Pr\['o]ximo extrato: """ + month_end(y + m // 12, m % 12 + 1).isoformat() + r""".\s0
"""

    pdf = os.path.join(d_out, f"{FAM}-{n}.pdf")
    npages = groff_pdf(make, pdf, f"{FAM}-{n}")
    txns = [{"date": r["date"].isoformat(), "valueDate": r["vdate"].isoformat(), "description": " ".join(r["lines"]),
             "amount": cstr(r["amt"]), "balance": cstr(r["bal"])} for r in rows]
    dnote = "'MM.DD' without year" if datefmt == "md" else "'YYYY-MM-DD'"
    notes = ("Millennium bcp 'Extrato Combinado' (groff -ms + tbl, Times/Helvetica headings, allbox table). Columns DATA LANC. "
             "| DATA VALOR | DESCRITIVO | DÉBITO | CRÉDITO | SALDO; dates " + dnote + "; amounts '1.234,56' (dot "
             "thousands, comma decimals) unsigned, side by column; running SALDO on every row. Table header repeated on "
             "every page (tbl .TS H/.TH). 'SALDO INICIAL', 'TOTAL DE MOVIMENTOS' and 'SALDO FINAL' rows are not "
             "transactions; the INFORMAÇÕES box (saldo médio, commissions total, TANB/TAEG rates) and footer (capital "
             "social 3.000.000.000,00 EUR, FGD 100.000 EUR) are decoys. Descriptions 1-2 lines (card purchases 'COMPRA "
             "nnnn SHOP' + 'CONTACTLESS', PAG SERV entity + REF line); DATA VALOR of card purchases may be 1-2 days before "
             "DATA LANC. 'COMISSAO CONTA PACOTE' and 'IMPOSTO DO SELO S/COMISSOES' are separate transactions.")
    truth = base_truth(FAM, "groff", "Millennium bcp", "PT", "pt", "bank_account", "EUR", last4, start, end,
                       opening, closing, npages, txns, notes)
    finish(FAM, n, truth, pdf)
    return truth


def main():
    build(1, 7701, 2024, 5, 18, "md")
    build(2, 7702, 2024, 10, 42, "iso")
    build(3, 7703, 2025, 6, 68, "md")


if __name__ == "__main__":
    main()
