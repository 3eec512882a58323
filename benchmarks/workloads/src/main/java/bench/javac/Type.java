package bench.javac;

/** The types of the toy language. */
enum Type {
    INT("int"), BOOL("bool"), ERROR("<error>");

    private final String spelling;

    Type(String spelling) {
        this.spelling = spelling;
    }

    String spelling() {
        return spelling;
    }
}
