from locales_base import mk

L = []

L.append(mk(
    "tr", "Latn",
    [("TR", "TRY", "TL", ["dot_comma"])],
    "Ocak|Şubat|Mart|Nisan|Mayıs|Haziran|Temmuz|Ağustos|Eylül|Ekim|Kasım|Aralık",
    "Oca|Şub|Mar|Nis|May|Haz|Tem|Ağu|Eyl|Eki|Kas|Ara",
    ["{dd}.{mm}.{Y}", "{d} {M} {Y}", "{dd}/{mm}/{Y}", "{dd}.{mm}"],
    "statement=Hesap Özeti|account=Hesap No|period=Dönem|page=Sayfa|of=/|date=Tarih|post=İşlem Tarihi|"
    "value=Valör|desc=Açıklama|amount=Tutar|debit=Borç|credit=Alacak|balance=Bakiye|"
    "opening=Devreden Bakiye|closing=Kapanış Bakiyesi|bf=Önceki sayfadan devir|cf=Sonraki sayfaya devir|"
    "tin=Toplam Alacak|tout=Toplam Borç|dep=Gelen İşlemler|wd=Giden İşlemler|cr=A|dr=B|"
    "card=Kredi Kartı Hesap Özeti|limit=Kart Limiti|minpay=Asgari Ödeme Tutarı|due=Son Ödeme Tarihi|"
    "prev=Önceki Dönem Borcu|new=Dönem Borcu|ccy=Döviz|info=Önemli Bilgiler|rate=Faiz Oranı|"
    "fee=Ücret|type=Tür|holder=Hesap Sahibi|ref=Ref|cardno=Kart|total=Toplam|avail=Kullanılabilir Limit|"
    "summary=Hesap Özeti Tablosu|interest=Faiz",
    "date=Gün|desc=İşlem Detayı|amount=Hareket|debit=Çıkış|credit=Giriş|balance=Kalan|post=Kayıt|"
    "value=Valör",
    "Zeynep Yılmaz|Mehmet Kaya|Elif Demir|Mustafa Şahin|Ayşe Çelik|Emre Öztürk",
    "Migros|BİM|Shell Petrol|THY|Trendyol|İGDAŞ|Turkcell|Eczane Merkez",
    "İstanbul|Ankara|İzmir|Bursa|Antalya|Eskişehir",
    """+S Maaş Ödemesi {emp} {mon} {Y}
+T Gelen EFT {name} açıklama {ref}
+R İade {merchant}
+I Faiz tahakkuku
-P Kartla ödeme {merchant} {city} {dt}
-P POS harcaması {card} {merchant}
-A ATM para çekme {city} {dt}
-B Otomatik ödeme {merchant} abone no {ref}
-B Fatura ödemesi {merchant} {mon}
-O Giden FAST {name} kira ödemesi daire {city}
-F Hesap işletim ücreti
+C Ödemeniz alındı - teşekkürler
-X Akdi faiz
-Y Yıllık kart ücreti""",
    "Lütfen hesap özetinizi kontrol ediniz. İtirazlar {date} tarihine kadar yapılmalıdır. "
    "Akdi faiz oranı aylık %{rate}. Mevduat {num} tutarına kadar sigortalıdır.",
    banks="Boğaziçi Bankası A.Ş.|Anadolu Katılım Bankası|Ege Ticaret Bankası|Kapadokya Bank",
))

L.append(mk(
    "id", "Latn",
    [("ID", "IDR", "Rp", ["dot_comma"])],
    "Januari|Februari|Maret|April|Mei|Juni|Juli|Agustus|September|Oktober|November|Desember",
    "Jan|Feb|Mar|Apr|Mei|Jun|Jul|Agu|Sep|Okt|Nov|Des",
    ["{dd}/{mm}/{Y}", "{d} {M} {Y}", "{dd}/{mm}", "{dd}-{m}-{Y}", "{dd} {m} {Y}"],
    "statement=Rekening Koran|account=Nomor Rekening|period=Periode|page=Halaman|of=dari|"
    "date=Tanggal|post=Tgl. Transaksi|value=Tgl. Valuta|desc=Keterangan|amount=Jumlah|debit=Debet|"
    "credit=Kredit|balance=Saldo|opening=Saldo Awal|closing=Saldo Akhir|bf=Saldo pindahan|"
    "cf=Saldo dipindahkan|tin=Total Mutasi Kredit|tout=Total Mutasi Debet|dep=Dana Masuk|"
    "wd=Dana Keluar|cr=CR|dr=DB|card=Tagihan Kartu Kredit|limit=Limit Kredit|minpay=Pembayaran Minimum|"
    "due=Tanggal Jatuh Tempo|prev=Tagihan Sebelumnya|new=Total Tagihan|ccy=Mata Uang|"
    "info=Informasi Penting|rate=Suku Bunga|fee=Biaya|type=Jenis|holder=Pemilik Rekening|ref=Ref|"
    "cardno=Kartu|total=Total|avail=Sisa Limit|summary=Ringkasan Rekening|interest=Bunga",
    "date=Tgl|desc=Uraian|amount=Mutasi|debit=Keluar|credit=Masuk|balance=Posisi|post=Dibukukan|"
    "value=Efektif",
    "Siti Rahayu|Budi Santoso|Dewi Lestari|Agus Pratama|Putri Wulandari|Rizky Hidayat",
    "Indomaret|Alfamart|Pertamina|Tokopedia|Gojek|PLN Prabayar|Telkomsel|Apotek Kimia Farma",
    "Jakarta|Surabaya|Bandung|Medan|Yogyakarta|Denpasar",
    """+S Gaji {emp} {mon} {Y}
+T Transfer masuk dari {name} berita {ref}
+R Pengembalian dana {merchant}
+I Bunga tabungan
-P Pembelian debit {merchant} {city} {dt}
-P Transaksi EDC {card} {merchant}
-A Tarik tunai ATM {city} {dt}
-B Autodebet {merchant} no. pelanggan {ref}
-B Pembayaran tagihan {merchant} {mon}
-O Transfer ke {name} sewa kos {city}
-F Biaya administrasi bulanan
+C Pembayaran diterima - terima kasih
-X Bunga kartu kredit
-Y Iuran tahunan kartu""",
    "Mohon periksa rekening koran ini. Sanggahan paling lambat {date}. Suku bunga {rate}% per "
    "tahun. Simpanan dijamin hingga {num}.",
    banks="Bank Nusantara Raya|Bank Merapi Tbk|Bank Pesisir Timur|Bank Cendana",
))

L.append(mk(
    "vi", "Latn",
    [("VN", "VND", "₫", ["dot_comma"])],
    "tháng 1|tháng 2|tháng 3|tháng 4|tháng 5|tháng 6|tháng 7|tháng 8|tháng 9|tháng 10|tháng 11|tháng 12",
    "Th1|Th2|Th3|Th4|Th5|Th6|Th7|Th8|Th9|Th10|Th11|Th12",
    ["{dd}/{mm}/{Y}", "ngày {d} {M} năm {Y}", "{dd}/{mm}", "{dd}-{mm}-{Y}"],
    "statement=Sao kê tài khoản|account=Số tài khoản|period=Kỳ sao kê|page=Trang|of=/|date=Ngày|"
    "post=Ngày hạch toán|value=Ngày hiệu lực|desc=Nội dung|amount=Số tiền|debit=Ghi nợ|credit=Ghi có|"
    "balance=Số dư|opening=Số dư đầu kỳ|closing=Số dư cuối kỳ|bf=Chuyển từ trang trước|"
    "cf=Chuyển sang trang sau|tin=Tổng ghi có|tout=Tổng ghi nợ|dep=Tiền vào|wd=Tiền ra|cr=C|dr=D|"
    "card=Sao kê thẻ tín dụng|limit=Hạn mức tín dụng|minpay=Số tiền thanh toán tối thiểu|"
    "due=Ngày đến hạn|prev=Dư nợ kỳ trước|new=Tổng dư nợ|ccy=Loại tiền|info=Thông tin quan trọng|"
    "rate=Lãi suất|fee=Phí|type=Loại|holder=Chủ tài khoản|ref=Số tham chiếu|cardno=Thẻ|total=Tổng|"
    "avail=Hạn mức còn lại|summary=Tổng hợp tài khoản|interest=Tiền lãi",
    "date=Ngày GD|desc=Diễn giải|amount=Phát sinh|debit=Chi|credit=Thu|balance=Còn lại|"
    "post=Ghi sổ|value=Hiệu lực",
    "Nguyễn Thị Lan|Trần Văn Minh|Lê Thu Hà|Phạm Quốc Anh|Hoàng Mai Linh|Vũ Đức Thắng",
    "Co.opmart|Vinmart|Petrolimex|Grab|Shopee|EVN|Viettel|Nhà thuốc Long Châu",
    "Hà Nội|TP. Hồ Chí Minh|Đà Nẵng|Hải Phòng|Cần Thơ|Huế",
    """+S Lương {emp} {mon} {Y}
+T Nhận chuyển khoản từ {name} nội dung {ref}
+R Hoàn tiền {merchant}
+I Trả lãi tiền gửi
-P Thanh toán thẻ {merchant} {city} {dt}
-P POS {card} {merchant}
-A Rút tiền ATM {city} {dt}
-B Thanh toán hóa đơn {merchant} mã KH {ref}
-B Trích nợ tự động {merchant} {mon}
-O Chuyển khoản đến {name} tiền thuê nhà {city}
-F Phí quản lý tài khoản
+C Đã nhận thanh toán - cảm ơn
-X Lãi thẻ tín dụng
-Y Phí thường niên""",
    "Quý khách vui lòng kiểm tra sao kê. Khiếu nại trước ngày {date}. Lãi suất thấu chi {rate}%/năm. "
    "Tiền gửi được bảo hiểm tối đa {num}.",
    banks="Ngân hàng Sông Hồng|Ngân hàng Phương Nam|Ngân hàng Trường Sơn|Ngân hàng Hạ Long",
))

L.append(mk(
    "et", "Latn",
    [("EE", "EUR", "€", ["space_comma", "nbsp_comma"])],
    "jaanuar|veebruar|märts|aprill|mai|juuni|juuli|august|september|oktoober|november|detsember",
    "jaan|veebr|märts|apr|mai|juuni|juuli|aug|sept|okt|nov|dets",
    ["{dd}.{mm}.{Y}", "{d}. {M} {Y}", "{dd}.{mm}", "{d}.{mo}.{Y}"],
    "statement=Konto väljavõte|account=Kontonumber|period=Periood|page=Lehekülg|of=/|date=Kuupäev|"
    "post=Kirjendamise kuupäev|value=Väärtuspäev|desc=Selgitus|amount=Summa|debit=Deebet|"
    "credit=Kreedit|balance=Saldo|opening=Algsaldo|closing=Lõppsaldo|bf=Ülekanne eelmiselt lehelt|"
    "cf=Ülekanne järgmisele lehele|tin=Laekumised kokku|tout=Väljaminekud kokku|dep=Laekumised|"
    "wd=Väljaminekud|cr=K|dr=D|card=Krediitkaardi väljavõte|limit=Krediidilimiit|minpay=Miinimummakse|"
    "due=Maksetähtaeg|prev=Eelmine saldo|new=Uus saldo|ccy=Valuuta|info=Oluline teave|rate=Intress|"
    "fee=Tasu|type=Tüüp|holder=Konto omanik|ref=Viitenumber|cardno=Kaart|total=Kokku|avail=Vaba limiit|"
    "summary=Kontode ülevaade|interest=Intressid",
    "date=Päev|desc=Tehingu sisu|amount=Käive|debit=Välja|credit=Sisse|balance=Jääk|post=Kirjendatud|"
    "value=Väärtus",
    "Mari Tamm|Karl Saar|Liis Sepp|Rasmus Mägi|Kadri Kask|Martin Rebane",
    "Rimi|Selver|Prisma|Elron|Apotheka|Eesti Energia|Telia Eesti|Circle K",
    "Tallinn|Tartu|Pärnu|Narva|Viljandi|Rakvere",
    """+S Töötasu {emp} {mon} {Y}
+T Laekumine {name} viitenumber {ref}
+R Tagasimakse {merchant}
+I Intressi laekumine
-P Kaardimakse {merchant} {city} {dt}
-P Kaart {card} {merchant}
-A Sularaha väljavõtt {city} {dt}
-B E-arve püsimakse {merchant} leping {ref}
-B Otsekorraldus {merchant} {mon}
-O Ülekanne {name} üür korter {city}
-F Konto hooldustasu
+C Makse laekunud - aitäh
-X Krediidikaardi intress
-Y Kaardi aastatasu""",
    "Palun kontrollige väljavõtet. Pretensioonid kuni {date}. Arvelduslimiidi intress {rate}% aastas. "
    "Hoiused on tagatud kuni {num}.",
    banks="Läänemere Pank AS|Peipsi Hoiupank|Toompea Pank|Saare Pank",
))

L.append(mk(
    "lv", "Latn",
    [("LV", "EUR", "€", ["space_comma", "nbsp_comma"])],
    "janvāris|februāris|marts|aprīlis|maijs|jūnijs|jūlijs|augusts|septembris|oktobris|novembris|decembris",
    "janv.|febr.|marts|apr.|maijs|jūn.|jūl.|aug.|sept.|okt.|nov.|dec.",
    ["{dd}.{mm}.{Y}.", "{Y}. gada {d}. {M}", "{dd}.{mm}.{Y}", "{dd}.{mm}."],
    "statement=Konta izraksts|account=Konta numurs|period=Periods|page=Lapa|of=no|date=Datums|"
    "post=Grāmatošanas datums|value=Valutēšanas datums|desc=Apraksts|amount=Summa|debit=Debets|"
    "credit=Kredīts|balance=Atlikums|opening=Sākuma atlikums|closing=Beigu atlikums|bf=Pārnesums|"
    "cf=Pārnesums uz nākamo lapu|tin=Kredīts kopā|tout=Debets kopā|dep=Ienākumi|wd=Izdevumi|cr=K|dr=D|"
    "card=Kredītkartes izraksts|limit=Kredīta limits|minpay=Minimālais maksājums|due=Apmaksas termiņš|"
    "prev=Iepriekšējais atlikums|new=Jaunais atlikums|ccy=Valūta|info=Svarīga informācija|"
    "rate=Procentu likme|fee=Komisija|type=Veids|holder=Konta īpašnieks|ref=Atsauce|cardno=Karte|"
    "total=Kopā|avail=Pieejamais limits|summary=Kontu pārskats|interest=Procenti",
    "date=Diena|desc=Maksājuma mērķis|amount=Apgrozījums|debit=Izejošie|credit=Ienākošie|"
    "balance=Stāvoklis|post=Grāmatots|value=Valuta",
    "Anna Bērziņa|Jānis Kalniņš|Laura Ozola|Mārtiņš Liepa|Elīna Krūmiņa|Roberts Zariņš",
    "Maxima|Rimi Latvija|Circle K|Pasažieru vilciens|Mēness aptieka|Latvenergo|Tet|Elvi",
    "Rīga|Daugavpils|Liepāja|Jelgava|Jūrmala|Ventspils",
    """+S Alga {emp} {mon} {Y}
+T Ienākošais maksājums no {name} atsauce {ref}
+R Atmaksa {merchant}
+I Procentu izmaksa
-P Pirkums ar karti {merchant} {city} {dt}
-P Karte {card} {merchant}
-A Skaidras naudas izņemšana {city} {dt}
-B Tiešais debets {merchant} līgums {ref}
-B Rēķina apmaksa {merchant} {mon}
-O Pārskaitījums {name} īres maksa dzīvoklis {city}
-F Konta apkalpošanas maksa
+C Maksājums saņemts - paldies
-X Kredītkartes procenti
-Y Kartes gada maksa""",
    "Lūdzu, pārbaudiet izrakstu. Iebildumi līdz {date}. Overdrafta procentu likme {rate}% gadā. "
    "Noguldījumi ir garantēti līdz {num}.",
    banks="Daugavas Banka AS|Gaujas Krājbanka|Baltijas Tirdzniecības Banka|Kurzemes Banka",
))

L.append(mk(
    "lt", "Latn",
    [("LT", "EUR", "€", ["space_comma", "nbsp_comma"])],
    "sausio|vasario|kovo|balandžio|gegužės|birželio|liepos|rugpjūčio|rugsėjo|spalio|lapkričio|gruodžio",
    "saus.|vas.|kovo|bal.|geg.|birž.|liep.|rugp.|rugs.|spal.|lapkr.|gruod.",
    ["{Y}-{mm}-{dd}", "{Y} m. {M} {d} d.", "{mm}-{dd}", "{Y}.{mm}.{dd}"],
    "statement=Sąskaitos išrašas|account=Sąskaitos numeris|period=Laikotarpis|page=Puslapis|of=iš|"
    "date=Data|post=Įrašo data|value=Valiutavimo data|desc=Paskirtis|amount=Suma|debit=Debetas|"
    "credit=Kreditas|balance=Likutis|opening=Pradinis likutis|closing=Galutinis likutis|bf=Perkelta|"
    "cf=Perkeliama|tin=Iš viso įplaukų|tout=Iš viso išlaidų|dep=Įplaukos|wd=Išlaidos|cr=K|dr=D|"
    "card=Kredito kortelės išrašas|limit=Kredito limitas|minpay=Minimali įmoka|due=Mokėjimo terminas|"
    "prev=Ankstesnis likutis|new=Naujas likutis|ccy=Valiuta|info=Svarbi informacija|"
    "rate=Palūkanų norma|fee=Mokestis|type=Tipas|holder=Sąskaitos savininkas|ref=Įmokos kodas|"
    "cardno=Kortelė|total=Iš viso|avail=Likęs limitas|summary=Sąskaitų suvestinė|interest=Palūkanos",
    "date=Diena|desc=Operacijos turinys|amount=Apyvarta|debit=Išėjo|credit=Įėjo|balance=Būklė|"
    "post=Įrašyta|value=Valiuta",
    "Ieva Kazlauskienė|Lukas Petrauskas|Gabija Jankauskaitė|Mantas Stankevičius|Austėja Vasiliauskaitė|Tomas Žukauskas",
    "Maxima LT|Iki|Rimi|Lietuvos geležinkeliai|Eurovaistinė|Ignitis|Telia Lietuva|Viada",
    "Vilnius|Kaunas|Klaipėda|Šiauliai|Panevėžys|Alytus",
    """+S Darbo užmokestis {emp} {mon} {Y}
+T Gautas pervedimas iš {name} kodas {ref}
+R Grąžinimas {merchant}
+I Palūkanų išmoka
-P Mokėjimas kortele {merchant} {city} {dt}
-P Kortelė {card} {merchant}
-A Grynųjų išėmimas {city} {dt}
-B Tiesioginis debetas {merchant} sutartis {ref}
-B Sąskaitos apmokėjimas {merchant} {mon}
-O Pervedimas {name} nuoma butas {city}
-F Sąskaitos aptarnavimo mokestis
+C Įmoka gauta - ačiū
-X Kredito kortelės palūkanos
-Y Metinis kortelės mokestis""",
    "Prašome patikrinti išrašą. Pretenzijos iki {date}. Kredito limito palūkanų norma {rate}% per "
    "metus. Indėliai apdrausti iki {num}.",
    banks="Nemuno Bankas AB|Žemaitijos Taupomasis Bankas|Baltijos Komercinis Bankas|Neries Bankas",
))
