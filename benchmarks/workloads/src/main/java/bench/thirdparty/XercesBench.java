package bench.thirdparty;

import bench.Input;
import bench.Workload;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import org.apache.xerces.parsers.DOMParser;
import org.apache.xerces.parsers.SAXParser;
import org.w3c.dom.NamedNodeMap;
import org.w3c.dom.Node;
import org.xml.sax.Attributes;
import org.xml.sax.InputSource;
import org.xml.sax.SAXException;
import org.xml.sax.SAXParseException;
import org.xml.sax.helpers.DefaultHandler;

/**
 * Apache Xerces-J 2.12.2 parsing generated purchase-order documents ({@link PurchaseOrders})
 * four ways: SAX and DOM, each with and without DTD validation. Xerces' own parser classes are
 * instantiated directly, so the JDK's built-in copy of Xerces is never used. Resembles
 * SPECjvm2008 xml.validation and DaCapo xalan's parsing half.
 *
 * <p>Call structure: Xerces' pipeline is a chain of {@code XMLDocumentHandler} stages
 * (namespace-aware scanner, DTD validator, then the SAX or DOM builder), one receiver per stage at
 * each site; entity and character reading goes through {@code XMLEntityScanner} and the
 * {@code UTF8Reader}. The SAX callbacks into {@link Handler} are monomorphic, while the DOM walk
 * calls {@code Node} methods on element, text, attribute, comment, CDATA, entity reference and
 * processing instruction nodes, deferred and not: megamorphic, with element and text nodes
 * dominant. Every seventh document is invalid, so the validating parsers also format error
 * messages from Xerces' resource bundles.
 */
public final class XercesBench {

    private static final String VALIDATION = "http://xml.org/sax/features/validation";
    private static final String DEFER_NODES =
            "http://apache.org/xml/features/dom/defer-node-expansion";

    private final Handler handler = new Handler();
    private final SAXParser saxPlain = new SAXParser();
    private final SAXParser saxValidating = new SAXParser();
    private final DOMParser domPlain = new DOMParser();
    private final DOMParser domValidating = new DOMParser();

    private XercesBench() throws SAXException {
        saxValidating.setFeature(VALIDATION, true);
        domValidating.setFeature(VALIDATION, true);
        domValidating.setFeature(DEFER_NODES, false);
        for (SAXParser sax : new SAXParser[] {saxPlain, saxValidating}) {
            sax.setContentHandler(handler);
            sax.setErrorHandler(handler);
        }
        domPlain.setErrorHandler(handler);
        domValidating.setErrorHandler(handler);
    }

    public static void main(String[] args) {
        Workload.main("xerces", args, XercesBench::run);
    }

    static long run(Input input) throws SAXException, IOException {
        int documents = input == Input.SMALL ? 28 : 6400;
        XercesBench bench = new XercesBench();
        for (int i = 0; i < documents; i++) {
            bench.parse(i, PurchaseOrders.document(i, 40));
        }
        return bench.handler.sum;
    }

    private void parse(int index, byte[] document) throws SAXException, IOException {
        InputSource source = new InputSource(new ByteArrayInputStream(document));
        switch (index % 4) {
            case 0 -> saxPlain.parse(source);
            case 1 -> saxValidating.parse(source);
            case 2 -> walk(dom(domPlain, source));
            default -> walk(dom(domValidating, source));
        }
    }

    private static Node dom(DOMParser parser, InputSource source) throws SAXException, IOException {
        parser.parse(source);
        return parser.getDocument();
    }

    private void walk(Node node) {
        handler.mix(node.getNodeType());
        handler.mix(node.getNodeName());
        String value = node.getNodeValue();
        if (value != null) {
            handler.mix(value);
        }
        NamedNodeMap attributes = node.getAttributes();
        if (attributes != null) {
            for (int i = 0; i < attributes.getLength(); i++) {
                walk(attributes.item(i));
            }
        }
        for (Node child = node.getFirstChild(); child != null; child = child.getNextSibling()) {
            walk(child);
        }
    }

    /** Folds every SAX event and every recoverable error into one checksum. */
    private static final class Handler extends DefaultHandler {
        long sum;

        void mix(long value) {
            sum = sum * 31 + value;
        }

        void mix(String text) {
            for (int i = 0; i < text.length(); i++) {
                mix(text.charAt(i));
            }
        }

        private void mix(char[] text, int start, int length) {
            for (int i = start; i < start + length; i++) {
                mix(text[i]);
            }
        }

        @Override
        public void startElement(String uri, String localName, String qName, Attributes atts) {
            mix(qName);
            for (int i = 0; i < atts.getLength(); i++) {
                mix(atts.getQName(i));
                mix(atts.getValue(i));
                mix(atts.getType(i));
            }
        }

        @Override
        public void endElement(String uri, String localName, String qName) {
            mix(qName.length());
        }

        @Override
        public void characters(char[] ch, int start, int length) {
            mix(ch, start, length);
        }

        @Override
        public void ignorableWhitespace(char[] ch, int start, int length) {
            mix(-length);
        }

        @Override
        public void processingInstruction(String target, String data) {
            mix(target);
            mix(data);
        }

        @Override
        public void warning(SAXParseException e) {
            mix(e.getLineNumber());
        }

        @Override
        public void error(SAXParseException e) {
            mix(-e.getLineNumber());
        }
    }
}
