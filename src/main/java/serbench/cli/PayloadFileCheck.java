package serbench.cli;

import serbench.io.WrongArgumentException;
import serbench.io.UnusableInputException;

import com.google.protobuf.Message;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import serbench.format.PayloadException;
import serbench.format.UserPayloads;
import serbench.io.InputFileException;
import serbench.model.Model;
import serbench.model.Models;

import java.util.List;

/**
 * The check of {@code -p input=...} before any JMH fork starts, on the plain JMH path and in {@code run}: a
 * {@code file:PATH} must be a readable, non-empty regular file within the payload limit and, when {@code -p model=}
 * names the models, decode as each of them (else exit 3); an input name must be one the named models know (else
 * exit 2). A bad input is then one line, not a stack trace in every fork.
 */
public final class PayloadFileCheck {

    private PayloadFileCheck() {
    }

    public static void check(CommandLineOptions o) {
        java.util.Collection<String> models = o.getParameter("model").orElse(List.of());
        for (String value : o.getParameter("input").orElse(List.of())) {
            if (!UserPayloads.isFile(value)) {
                for (String name : models) {
                    try {
                        Models.byName(name).checkInput(value);
                    } catch (IllegalArgumentException e) {
                        throw new WrongArgumentException("-p input=" + serbench.io.Excerpt.of(value) + ": "
                                + e.getMessage());
                    }
                }
                continue;
            }
            try {
                UserPayloads.check(value);
                for (String name : models) {
                    Model<Object, Message> model;
                    try {
                        model = Models.byName(name);
                    } catch (IllegalArgumentException e) {
                        throw new WrongArgumentException("-p model=" + name + ": " + e.getMessage());
                    }
                    UserPayloads.load(model, value);
                }
            } catch (InputFileException | PayloadException e) {
                throw new UnusableInputException("-p input=" + serbench.io.Excerpt.of(value, 200) + ": " + e.getMessage());
            }
        }
    }

    /**
     * The plain JMH path's check: the exit code to stop with after printing the refusal, or -1 to hand the
     * command line to JMH (also when JMH itself will refuse the options).
     */
    public static int checkJmhCommandLine(String[] args, java.io.PrintStream err) {
        CommandLineOptions o;
        try {
            o = new CommandLineOptions(args);
        } catch (Exception e) {
            return -1; // JMH says what is wrong with its own options
        }
        try {
            check(o);
            return -1;
        } catch (WrongArgumentException | UnusableInputException e) {
            err.println("serbench: " + e.getMessage());
            return ExitCode.of(e);
        }
    }
}
