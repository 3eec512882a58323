package demo;

/** Does not compile: the second pass of the test compiles it with -proceedOnError. */
public class Broken {
    int value() {
        return missing + 1;
    }

    String text() {
        return 42;
    }
}
