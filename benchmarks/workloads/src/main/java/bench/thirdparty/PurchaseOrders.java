package bench.thirdparty;

import java.nio.charset.StandardCharsets;

/**
 * Generates the XML documents parsed by {@link XercesBench}: purchase orders with an internal
 * DTD (element content models, enumerated and defaulted attributes, an internal entity), text
 * with character references, CDATA sections, comments and processing instructions. Every
 * seventh document breaks the DTD (a missing required attribute, an undeclared element), so
 * validating parsers report recoverable errors on it.
 */
final class PurchaseOrders {

    private static final String DTD = """
            <!DOCTYPE orders [
            <!ELEMENT orders (order+)>
            <!ELEMENT order (customer, item+, note?)>
            <!ATTLIST order id ID #REQUIRED
                            status (open|shipped|closed) "open"
                            priority CDATA #IMPLIED>
            <!ELEMENT customer (#PCDATA)>
            <!ATTLIST customer ref CDATA #REQUIRED>
            <!ELEMENT item (#PCDATA)>
            <!ATTLIST item sku CDATA #REQUIRED qty CDATA "1" price CDATA #REQUIRED>
            <!ELEMENT note (#PCDATA|em)*>
            <!ELEMENT em (#PCDATA)>
            <!ENTITY company "Acme &amp; Sons">
            ]>
            """;

    private static final String[] STATUS = {"open", "shipped", "closed"};
    private static final String[] WORDS = {"bolt", "nut", "washer", "gear", "spring", "axle",
        "bearing", "pulley", "lever", "cam", "shaft", "valve"};

    private final StringBuilder out = new StringBuilder();
    private long state;

    private PurchaseOrders(long seed) {
        state = seed;
    }

    /** Returns document {@code index} of a corpus, UTF-8 encoded, with {@code orders} orders. */
    static byte[] document(int index, int orders) {
        PurchaseOrders doc = new PurchaseOrders(0x9E3779B97F4A7C15L * (index + 1));
        doc.write(orders, index % 7 == 6);
        return doc.out.toString().getBytes(StandardCharsets.UTF_8);
    }

    private void write(int orders, boolean broken) {
        out.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n").append(DTD).append("<orders>\n");
        for (int i = 0; i < orders; i++) {
            order(i, broken && i == orders / 2);
        }
        out.append("</orders>\n");
    }

    private void order(int id, boolean broken) {
        out.append(" <order id=\"o").append(id).append('"');
        if (below(3) > 0) {
            out.append(" status=\"").append(STATUS[below(STATUS.length)]).append('"');
        }
        if (below(4) == 0) {
            out.append(" priority=\"").append(below(10)).append('"');
        }
        out.append(">\n  <customer ref=\"c").append(below(500)).append("\">")
                .append(word()).append(" of &company; #").append(below(100)).append("</customer>\n");
        int items = 1 + below(6);
        for (int i = 0; i < items; i++) {
            item(broken && i == 0);
        }
        if (below(2) == 0) {
            note();
        }
        if (broken) {
            out.append("  <rebate/>\n");
        }
        out.append(" </order>\n");
    }

    private void item(boolean broken) {
        out.append("  <item sku=\"").append(word()).append('-').append(below(10000)).append('"');
        if (below(2) == 0) {
            out.append(" qty=\"").append(1 + below(20)).append('"');
        }
        if (!broken) {
            out.append(" price=\"").append(below(9999)).append('.').append(below(100)).append('"');
        }
        out.append('>').append(word()).append(' ').append(word()).append(" &lt;")
                .append(below(50)).append("mm&gt; &#233;t&#xE9;</item>\n");
    }

    private void note() {
        out.append("  <!-- checked by ").append(word()).append(" -->\n  <note>deliver ")
                .append(word()).append(" <em>").append(word()).append("</em> before <![CDATA[<")
                .append(below(31)).append("> & ]]> end</note>\n  <?audit level=\"")
                .append(below(5)).append("\"?>\n");
    }

    private String word() {
        return WORDS[below(WORDS.length)];
    }

    private int below(int bound) {
        state = state * 6364136223846793005L + 1442695040888963407L;
        return (int) ((state >>> 33) % bound);
    }
}
